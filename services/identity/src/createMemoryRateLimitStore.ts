import type { RateLimitStore } from './RateLimitStore';

/** A RateLimitStore in process memory. Expired windows are swept as the map grows. */
export function createMemoryRateLimitStore(
  opts: { now?: () => number; maxKeys?: number } = {},
): RateLimitStore {
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 100_000;
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (t: number) => {
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
    // Still full: drop the oldest entries (Map keeps insertion order) rather than grow without bound.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };
  return {
    async hit(key, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        if (!w && windows.size >= maxKeys) sweep(t);
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetAt: w.resetAt };
    },
    async release(key) {
      const w = windows.get(key);
      if (w && w.resetAt > now() && w.count > 0) w.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
