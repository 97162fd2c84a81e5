/** Runs one `task` per key at a time: callers that ask for a key already running share its promise. */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    run(key: string, task: () => Promise<T>): Promise<T> {
      const existing = running.get(key);
      if (existing) return existing;
      const promise = task().finally(() => running.delete(key));
      running.set(key, promise);
      return promise;
    },
    get size(): number {
      return running.size;
    },
  };
}
