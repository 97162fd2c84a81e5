import { median } from './median';

/**
 * Growth of a series of samples taken over time, robust to single spikes: the median of the last `window` share of
 * the samples against the median of the first `window` share, as a fraction (0.05 = 5 % growth). Null with fewer
 * than two samples.
 */
export function relativeGrowth(samples: readonly number[], window = 0.2): number | null {
  if (samples.length < 2) return null;
  const n = Math.max(1, Math.floor(samples.length * window));
  const first = median(samples.slice(0, n));
  const last = median(samples.slice(samples.length - n));
  if (first === null || last === null || first === 0) return null;
  return last / first - 1;
}
