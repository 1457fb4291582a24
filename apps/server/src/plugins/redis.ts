import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared Redis when REDIS_URL is set; null means this instance keeps counters in memory. */
    redis: Redis | null;
  }
}

export default fp<{ url?: string }>(
  async (app, { url }) => {
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      connectTimeout: 5_000,
    });
    redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis' },
);
