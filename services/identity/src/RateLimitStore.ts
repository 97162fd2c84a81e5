/**
 * Fixed-window counters for rate limits. `hit` counts one event under `key` and answers the count in the current
 * window and when that window ends; `release` takes one counted event back (an attempt that turned out fine);
 * `reset` forgets the key. The in-memory store serves one process; the Redis store (REDIS_URL) makes the limits
 * hold across replicas.
 */
export type RateLimitStore = {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};
