import Redis from 'ioredis';
import { z } from 'zod/mini';
import type { CachedDocument, CacheStore } from './cacheStore';

const documentSchema = z.object({
  status: z.int(),
  body: z.string(),
  storedAt: z.number(),
  serverTiming: z.optional(z.string()),
  styleSources: z.optional(z.array(z.string())),
});

/** Redis-backed store (REDIS_URL): one page cache shared by every gateway replica. */
export function createRedisStore(url: string, prefix = 'news:page:'): CacheStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', () => undefined); // reported per call; a dead cache must not crash the gateway
  return {
    kind: 'redis',
    async get(key) {
      const raw = await redis.get(prefix + key);
      if (raw === null) return null;
      const parsed = documentSchema.safeParse(JSON.parse(raw));
      return parsed.success ? (parsed.data as CachedDocument) : null;
    },
    async set(key, value, ttlSeconds) {
      await redis.set(prefix + key, JSON.stringify(value), 'EX', ttlSeconds);
    },
    async lock(key, ttlMs) {
      return (await redis.set(`${prefix}lock:${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async unlock(key) {
      await redis.del(`${prefix}lock:${key}`);
    },
    async close() {
      redis.disconnect();
    },
  };
}
