import { createMemoryRateLimitStore } from './createMemoryRateLimitStore';

describe('createMemoryRateLimitStore', () => {
  it('counts per key within a window, restarts after it and forgets on reset', async () => {
    let now = 1_000;
    const store = createMemoryRateLimitStore({ now: () => now });
    expect(await store.hit('a', 100)).toEqual({ count: 1, resetAt: 1_100 });
    expect(await store.hit('a', 100)).toEqual({ count: 2, resetAt: 1_100 });
    expect(await store.hit('b', 100)).toEqual({ count: 1, resetAt: 1_100 });
    now = 1_100;
    expect(await store.hit('a', 100)).toEqual({ count: 1, resetAt: 1_200 });
    await store.hit('a', 100);
    await store.reset('a');
    expect((await store.hit('a', 100)).count).toBe(1);
  });

  it('stays bounded', async () => {
    const store = createMemoryRateLimitStore({ maxKeys: 3 });
    for (let i = 0; i < 10; i++) await store.hit(`k${i}`, 60_000);
    // The newest keys are still counted, the oldest were dropped.
    expect((await store.hit('k9', 60_000)).count).toBe(2);
    expect((await store.hit('k0', 60_000)).count).toBe(1);
  });
});
