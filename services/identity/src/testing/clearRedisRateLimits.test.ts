/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { clearRedisRateLimits } from './clearRedisRateLimits';
import { createRedisRateLimitStore } from '../createRedisRateLimitStore';

// Redis only where REDIS_URL names one (CI's second pass); a random prefix keeps other suites' counts untouched.
const redisUrls = process.env.REDIS_URL ? [process.env.REDIS_URL] : [];

describe('clearRedisRateLimits', () => {
  it('fails loudly when Redis cannot be reached (a run must not start from counts it could not clear)', async () => {
    await expect(clearRedisRateLimits('redis://127.0.0.1:1')).rejects.toThrow();
  });

  for (const url of redisUrls)
    it('forgets the counts under its prefix and leaves other keys alone', async () => {
      const prefix = `test:${randomUUID()}:`;
      const other = `test:${randomUUID()}:`;
      const store = createRedisRateLimitStore(url, { prefix });
      const otherStore = createRedisRateLimitStore(url, { prefix: other });
      try {
        await store.hit('registerPerIp:127.0.0.1', 60_000);
        await store.hit('loginPerAccount:leser@example.com', 60_000);
        await otherStore.hit('k', 60_000);
        expect(await clearRedisRateLimits(url, prefix)).toBe(2);
        expect((await store.hit('registerPerIp:127.0.0.1', 60_000)).count).toBe(1);
        expect((await otherStore.hit('k', 60_000)).count).toBe(2);
        await clearRedisRateLimits(url, other);
      } finally {
        await store.close();
        await otherStore.close();
      }
    });
});
