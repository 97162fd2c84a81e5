import type { Counter } from 'prom-client';

/** For tests: the current value of a counter's series with these labels (0 when it has none yet). */
export async function metricValue<T extends string>(
  counter: Counter<T>,
  labels: Partial<Record<T, string>> = {},
): Promise<number> {
  const { values } = await counter.get();
  const series = values.find((v) =>
    Object.entries(labels).every(([name, value]) => v.labels[name as T] === value),
  );
  return series?.value ?? 0;
}
