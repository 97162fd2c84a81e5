import Redis from 'ioredis';
import { RATE_LIMIT_KEY_PREFIX } from '../createRedisRateLimitStore';

/**
 * Forgets every rate-limit count in Redis (keys under `prefix`, by default the store's) and answers how many there were.
 * For test environments that share one Redis between runs: without it, the registrations of the last run within the
 * hour count against the next. Never called by the product.
 */
export async function clearRedisRateLimits(url: string, prefix = RATE_LIMIT_KEY_PREFIX): Promise<number> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  try {
    let cleared = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) cleared += await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    return cleared;
  } finally {
    redis.disconnect();
  }
}
