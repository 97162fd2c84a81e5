/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { createMemoryRateLimitStore } from './createMemoryRateLimitStore';
import { createRedisRateLimitStore } from './createRedisRateLimitStore';
import type { RateLimitStore } from './RateLimitStore';

// The same contract for both stores; Redis only where REDIS_URL names one (CI), memory everywhere.
const redisUrl = process.env.REDIS_URL;
const stores: [string, () => RateLimitStore][] = [
  ['memory', () => createMemoryRateLimitStore()],
  ...(redisUrl
    ? [
        ['redis', () => createRedisRateLimitStore(redisUrl, { prefix: `test:${randomUUID()}:` })] as [
          string,
          () => RateLimitStore,
        ],
      ]
    : []),
];

describe.each(stores)('%s RateLimitStore', (_name, create) => {
  let store: RateLimitStore;
  beforeEach(() => {
    store = create();
  });
  afterEach(async () => {
    await store.close();
  });

  it('counts per key within one window and tells when it ends', async () => {
    const before = Date.now();
    const first = await store.hit('a', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThanOrEqual(before + 59_000);
    expect((await store.hit('a', 60_000)).count).toBe(2);
    expect((await store.hit('b', 60_000)).count).toBe(1);
  });

  it('takes one event back, never below zero, and forgets a key on reset', async () => {
    await store.hit('k', 60_000);
    await store.hit('k', 60_000);
    await store.release('k');
    expect((await store.hit('k', 60_000)).count).toBe(2);
    await store.release('k');
    await store.release('k');
    await store.release('k');
    expect((await store.hit('k', 60_000)).count).toBe(1);
    await store.release('nie-gezaehlt');
    expect((await store.hit('nie-gezaehlt', 60_000)).count).toBe(1);
    await store.reset('k');
    expect((await store.hit('k', 60_000)).count).toBe(1);
  });
});

describe('Redis RateLimitStore without Redis', () => {
  it('keeps counting in memory and reports the problem', async () => {
    const errors: unknown[] = [];
    const store = createRedisRateLimitStore('redis://127.0.0.1:1', { onError: (err) => errors.push(err) });
    try {
      expect((await store.hit('k', 60_000)).count).toBe(1);
      expect((await store.hit('k', 60_000)).count).toBe(2);
      await store.release('k');
      expect((await store.hit('k', 60_000)).count).toBe(2);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });
});
