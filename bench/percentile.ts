/**
 * The p-th percentile (0 < p <= 100) of `values` by the nearest-rank method: the smallest value that at least p %
 * of the values do not exceed. Null for an empty list.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (!(p > 0 && p <= 100)) throw new Error(`percentile must be in (0, 100], got ${p}`);
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}
