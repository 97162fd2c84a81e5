import { percentile } from './percentile';
import type { LoadResult } from './loadResult';

/** A LoadResult from every response's latency and status; answers outside 2xx/3xx count as errors. */
export function loadResultFrom(run: {
  latenciesMs: readonly number[];
  statusCounts: Record<string, number>;
  /** Connection errors and timeouts. */
  failures: number;
  requestsPerSec: number;
  total: number;
  /** The generator's CPU time (process.cpuUsage, microseconds) and wall time of the run. */
  cpu: NodeJS.CpuUsage;
  wallMs: number;
  durationSec: number;
  connections: number;
  overallRate?: number;
}): LoadResult {
  const badStatus = Object.entries(run.statusCounts)
    .filter(([code]) => !/^[23]/.test(code))
    .reduce((sum, [, n]) => sum + n, 0);
  const latencies = run.latenciesMs;
  return {
    requestsPerSec: run.requestsPerSec,
    total: run.total,
    errors: run.failures + badStatus,
    statusCounts: run.statusCounts,
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.length ? latencies.reduce((m, v) => Math.max(m, v), 0) : null,
    },
    generatorCpu: (run.cpu.user + run.cpu.system) / 1000 / run.wallMs,
    durationSec: run.durationSec,
    connections: run.connections,
    overallRate: run.overallRate,
  };
}
