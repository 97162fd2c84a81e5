/** What one load run measured (autocannon in its own process, latencies computed from every response). */
export type LoadResult = {
  requestsPerSec: number;
  total: number;
  /** Connection errors, timeouts and answers with a status outside 2xx/3xx. */
  errors: number;
  statusCounts: Record<string, number>;
  latencyMs: { p50: number | null; p95: number | null; p99: number | null; max: number | null };
  /** CPU share the load generator used of its one core (1 = saturated: the run measured the generator). */
  generatorCpu: number;
  durationSec: number;
  connections: number;
  overallRate?: number;
};

/** A run whose generator used this share of its core or more measured the generator, not the server. */
export const GENERATOR_SATURATED = 0.95;
