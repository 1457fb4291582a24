import fp from 'fastify-plugin';
import rateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/errors';
import { parseAuthHeader } from './auth/tokens';

/**
 * The client a per-address limit counts. An IPv6 client owns at least a /64, so the whole /64 is
 * one client (else each of its addresses would start a fresh counter); an IPv4-mapped IPv6
 * address (`::ffff:1.2.3.4`) is its IPv4 address.
 */
export const clientAddressKey = (ip: string) => normalizeIP(ip, 64);

/**
 * A route's limit per signed-in user a minute (each route counts on its own; `bucket` prefixes
 * its keys); a request without a valid-looking token counts against its address.
 */
export const perUserPerMinute = (bucket: string, max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const caller = parseAuthHeader(request.headers.authorization ?? '');
    return caller
      ? `${bucket}:user:${caller.userId}`
      : `${bucket}:ip:${clientAddressKey(request.ip)}`;
  },
});

interface Count {
  current: number;
  ttl: number;
}

/**
 * Hits per key within a time window, counted in Redis (shared by every instance) or here; `by`
 * (1 unless said) is added, so 0 reads the count without adding to it.
 */
export type Counters = (key: string, windowMs: number, by?: number) => Promise<Count>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a hit on a key for limits a route checks itself (shared across instances with Redis). */
    hits: Counters;
  }
}

function redisCounters(redis: Redis): Counters {
  return async (key, windowMs, by = 1) => {
    // One transaction: the window starts with the first hit and later hits do not extend it.
    const replies = await redis
      .multi()
      .set(key, 0, 'PX', windowMs, 'NX')
      .incrby(key, by)
      .pttl(key)
      .exec();
    const [, current] = replies?.[1] ?? [];
    const [, ttl] = replies?.[2] ?? [];
    return { current: Number(current), ttl: Math.max(0, Number(ttl)) };
  };
}

/** In-process counters; at most `maxKeys` are kept, expired ones (then the oldest) go first. */
function memoryCounters(maxKeys = 10_000): Counters {
  const windows = new Map<string, { current: number; resetAt: number }>();
  return async (key, windowMs, by = 1) => {
    const now = Date.now();
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (windows.size >= maxKeys) {
        for (const [k, e] of windows) if (e.resetAt <= now) windows.delete(k);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
      }
      entry = { current: 0, resetAt: now + windowMs };
      windows.set(key, entry);
    }
    entry.current += by;
    return { current: entry.current, ttl: entry.resetAt - now };
  };
}

type StoreOptions = RateLimitOptions & { routeInfo: { method?: string; url?: string } };

/**
 * @fastify/rate-limit's own stores keep one counter set per route even for routes that share a
 * `groupId`; this store keys counters by the group when there is one, so those routes share them.
 */
class GroupedStore implements FastifyRateLimitStore {
  constructor(
    private readonly counters: Counters,
    private readonly scope: string,
  ) {}

  incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
    this.counters(`${this.scope}${key}`, timeWindow).then(
      (count) => callback(null, count),
      (error: Error) => callback(error),
    );
  }

  child(options: unknown) {
    const { groupId, routeInfo } = options as StoreOptions;
    const group = groupId ?? `${routeInfo.method}${routeInfo.url}`;
    return new GroupedStore(this.counters, `${this.scope}${group}:`);
  }
}

/**
 * Per-route limits (routes opt in with `config.rateLimit`; routes with the same `groupId` count
 * together). Counters live in Redis when it is configured, so every instance shares them.
 */
export default fp<{ keyPrefix: string }>(
  async (app, { keyPrefix }) => {
    const counters = app.redis ? redisCounters(app.redis) : memoryCounters();
    const hitsPrefix = `${keyPrefix}hits:`;
    app.decorate('hits', (key: string, windowMs: number, by?: number) =>
      counters(`${hitsPrefix}${key}`, windowMs, by),
    );
    await app.register(rateLimit, {
      global: false,
      // Said here rather than left to the library's default, which could change with its version.
      keyGenerator: (request) => clientAddressKey(request.ip),
      store: class extends GroupedStore {
        constructor() {
          super(counters, app.redis ? `${keyPrefix}rl:` : '');
        }
      },
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'RATE_LIMITED', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis', 'errors'] },
);
