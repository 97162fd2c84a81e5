/**
 * Prefetches URLs at most `limit` at a time (spec §9: 4 concurrent), each URL once per page life.
 */
export function createPrefetchQueue(limit: number, load: (url: string) => Promise<unknown>) {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let running = 0;

  function pump() {
    while (running < limit && waiting.length > 0) {
      const url = waiting.shift() as string;
      running += 1;
      load(url)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  }

  return {
    add(url: string) {
      if (seen.has(url)) return;
      seen.add(url);
      waiting.push(url);
      pump();
    },
  };
}
