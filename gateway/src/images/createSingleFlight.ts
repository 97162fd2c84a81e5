/**
 * Runs one `task` per key at a time: callers that ask for a key already running share its promise. A task that
 * throws synchronously gives a rejected promise like an async one, so callers handle one kind of failure.
 */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    run(key: string, task: () => Promise<T>): Promise<T> {
      const existing = running.get(key);
      if (existing) return existing;
      let started: Promise<T>;
      try {
        started = task();
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      const promise = started.finally(() => running.delete(key));
      running.set(key, promise);
      return promise;
    },
    get size(): number {
      return running.size;
    },
  };
}
