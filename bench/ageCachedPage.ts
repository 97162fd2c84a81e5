import { execFileSync } from 'node:child_process';
import { REDIS_CLI, redisCliRaw } from './redisCli';

/** Key prefix of the gateway's Redis page cache (gateway/src/cache/createRedisStore.ts). */
const PREFIX = 'news:page:';

/**
 * Makes the cached copy of `urlPath` for `mandator` older than `maxAgeSeconds` in the Redis page cache, so the next
 * request finds an expired (stale) entry. Returns how many keys were aged.
 */
export function ageCachedPage(db: number, mandator: string, urlPath: string, maxAgeSeconds: number): number {
  const keys = redisCliRaw(db, ['--scan', '--pattern', `${PREFIX}${mandator}:*`])
    .split('\n')
    .filter((k) => k !== '' && k.endsWith(`:${urlPath}`));
  for (const key of keys) {
    const ttl = Number(redisCliRaw(db, ['TTL', key]));
    const doc = JSON.parse(redisCliRaw(db, ['GET', key])) as { storedAt: number };
    doc.storedAt = Date.now() - (maxAgeSeconds + 5) * 1000;
    // the value can exceed one command-line argument's limit: redis-cli -x reads the last argument from stdin
    execFileSync(REDIS_CLI, ['-h', '127.0.0.1', '-p', '6379', '-n', String(db), '-x', 'SET', key], {
      input: JSON.stringify(doc),
    });
    if (ttl > 0) redisCliRaw(db, ['EXPIRE', key, String(ttl)]);
  }
  return keys.length;
}
