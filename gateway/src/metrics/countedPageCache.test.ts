import { createMemoryStore } from '../cache/createMemoryStore';
import type { CacheStore } from '../cache/cacheStore';
import { countedPageCache } from './countedPageCache';
import { gatewayMetrics } from './gatewayMetrics';
import { metricValue } from './testing/metricValue';

const lookups = (outcome: string) => metricValue(gatewayMetrics.pageCacheLookups, { outcome });
const render = async () => ({ status: 200, body: '<html>Seite</html>', storedAt: Date.now() });

describe('countedPageCache', () => {
  it('counts a miss, then a hit, then a stale answer, and still serves the documents', async () => {
    const store = createMemoryStore();
    const cache = countedPageCache(store, () => undefined);
    const [miss, hit, stale] = [await lookups('miss'), await lookups('hit'), await lookups('stale')];

    const first = await cache.get('page:/', 300, render);
    expect(first).toMatchObject({ outcome: 'MISS', document: { body: '<html>Seite</html>' } });
    expect(await lookups('miss')).toBe(miss + 1);

    const second = await cache.get('page:/', 300, render);
    expect(second).toMatchObject({ outcome: 'HIT', document: { body: '<html>Seite</html>' } });
    expect(await lookups('hit')).toBe(hit + 1);

    const third = await cache.get('page:/', 0, render);
    expect(third.outcome).toBe('STALE');
    expect(await lookups('stale')).toBe(stale + 1);
    expect(await lookups('miss')).toBe(miss + 1);
    await store.close();
  });

  it('counts a store that fails, and still tells onError', async () => {
    const failing: CacheStore = {
      kind: 'memory',
      get: async () => {
        throw new Error('store down');
      },
      set: async () => undefined,
      lock: async () => true,
      unlock: async () => undefined,
      close: async () => undefined,
    };
    const told: unknown[] = [];
    const cache = countedPageCache(failing, (err) => told.push(err));
    const before = await metricValue(gatewayMetrics.pageCacheErrors);
    const result = await cache.get('page:/a', 300, render);
    expect(result.outcome).toBe('MISS');
    expect(await metricValue(gatewayMetrics.pageCacheErrors)).toBe(before + 1);
    expect(told).toHaveLength(1);
  });
});
