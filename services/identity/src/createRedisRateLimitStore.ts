import Redis from 'ioredis';
import { createMemoryRateLimitStore } from './createMemoryRateLimitStore';
import type { RateLimitStore } from './RateLimitStore';

// One round trip, atomic: count, start the window on the first event, answer the count and the window's rest.
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

// Takes one event back without creating the key or going below zero.
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Where the counts live in Redis: `{prefix}{rule}:{ip or account}`. */
export const RATE_LIMIT_KEY_PREFIX = 'news:ratelimit:';

/**
 * A RateLimitStore in Redis (REDIS_URL): every identity replica counts in the same fixed windows. While Redis is
 * unreachable each replica counts in its own memory (logged), so sign-in neither stops nor goes unlimited.
 */
export function createRedisRateLimitStore(
  url: string,
  opts: { prefix?: string; onError?: (err: unknown) => void } = {},
): RateLimitStore {
  const prefix = opts.prefix ?? RATE_LIMIT_KEY_PREFIX;
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', () => undefined); // reported per call
  const fallback = createMemoryRateLimitStore();
  const orFallback = async <T>(work: () => Promise<T>, instead: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      opts.onError?.(err);
      return instead();
    }
  };
  return {
    hit: (key, windowMs) =>
      orFallback(
        async () => {
          const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, String(windowMs))) as [number, number];
          return { count, resetAt: Date.now() + ttl };
        },
        () => fallback.hit(key, windowMs),
      ),
    release: (key) =>
      orFallback(
        async () => void (await redis.eval(RELEASE, 1, prefix + key)),
        () => fallback.release(key),
      ),
    reset: (key) =>
      orFallback(
        async () => void (await redis.del(prefix + key)),
        () => fallback.reset(key),
      ),
    async close() {
      redis.disconnect();
    },
  };
}
