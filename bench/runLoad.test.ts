import type { LoadResult } from './loadResult';
import { pickMedianRun } from './runLoad';

const run = (requestsPerSec: number, generatorCpu = 0.5): LoadResult => ({
  requestsPerSec,
  total: requestsPerSec * 10,
  errors: 0,
  statusCounts: { 200: requestsPerSec * 10 },
  latencyMs: { p50: 1, p95: 2, p99: 3, max: 4 },
  generatorCpu,
  durationSec: 10,
  connections: 10,
});

describe('pickMedianRun', () => {
  it('reports the run with the median throughput', () => {
    const series = pickMedianRun([run(300), run(100), run(200)]);
    expect(series.median.requestsPerSec).toBe(200);
    expect(series.runs).toHaveLength(3);
    expect(series.saturatedRuns).toBe(0);
  });
  it('leaves out runs in which the generator saturated its core', () => {
    const series = pickMedianRun([run(900, 0.99), run(100), run(200), run(150)]);
    expect(series.median.requestsPerSec).toBe(150);
    expect(series.saturatedRuns).toBe(1);
  });
  it('uses saturated runs when there is nothing else, and says so', () => {
    const series = pickMedianRun([run(900, 0.99), run(800, 0.98)]);
    expect([800, 900]).toContain(series.median.requestsPerSec);
    expect(series.saturatedRuns).toBe(2);
  });
});
