import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { closeWithin } from '../lib/close-within';

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
    // Loaded only when configured: the embedded default never pays for the client.
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      connectTimeout: 5_000,
    });
    redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', () =>
      closeWithin(app.log, 'redis', () => redis.quit(), { abandon: () => redis.disconnect() }),
    );
  },
  { name: 'redis' },
);
