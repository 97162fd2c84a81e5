import type { CachedDocument, CacheStore } from './cacheStore';

/** In-process store with an entry limit (least recently used entries go first). The default on one machine. */
export function createMemoryStore(maxEntries = 2000): CacheStore {
  const entries = new Map<string, { value: CachedDocument; expiresAt: number }>();
  const locks = new Map<string, number>();
  return {
    kind: 'memory',
    async get(key) {
      const hit = entries.get(key);
      if (!hit) return null;
      if (hit.expiresAt <= Date.now()) {
        entries.delete(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    },
    async set(key, value, ttlSeconds) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    async lock(key, ttlMs) {
      const until = locks.get(key);
      if (until !== undefined && until > Date.now()) return false;
      locks.set(key, Date.now() + ttlMs);
      return true;
    },
    async unlock(key) {
      locks.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}
