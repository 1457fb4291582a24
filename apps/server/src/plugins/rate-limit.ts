import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/errors';

/**
 * Per-route limits (routes opt in with `config.rateLimit`). Counters live in Redis when it is
 * configured, so every instance behind a load balancer shares them.
 */
export default fp<{ keyPrefix: string }>(
  async (app, { keyPrefix }) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: `${keyPrefix}rl:` } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'RATE_LIMITED', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis', 'errors'] },
);
