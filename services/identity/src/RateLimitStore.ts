/**
 * Fixed-window counters for rate limits. `hit` counts one event under `key` and answers the count in the current
 * window and when that window ends; `reset` forgets the key. The in-memory store serves one process; a shared store
 * (Redis) makes the limits hold across replicas.
 */
export type RateLimitStore = {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
};
