import type { CacheStore } from '../cache/cacheStore';
import { createPageCache, type PageCache } from '../cache/createPageCache';
import { gatewayMetrics } from './gatewayMetrics';

/**
 * createPageCache with its lookups counted by outcome (gateway_page_cache_lookups_total: hit, stale, miss) and its
 * problems (gateway_page_cache_errors_total) counted before they go to `onError`.
 */
export function countedPageCache(store: CacheStore, onError: (err: unknown, key: string) => void): PageCache {
  const cache = createPageCache(store, (err, key) => {
    gatewayMetrics.pageCacheErrors.inc();
    onError(err, key);
  });
  return {
    ...cache,
    async get(...args) {
      const result = await cache.get(...args);
      gatewayMetrics.pageCacheLookups.inc({ outcome: result.outcome.toLowerCase() });
      return result;
    },
  };
}
