/** At most `max` tasks run at once; the others wait in arrival order. */
export function createLimiter(max: number) {
  if (!Number.isInteger(max) || max < 1)
    throw new Error(`createLimiter: max must be a positive integer, got ${max}`);
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next waiter, so `active` never exceeds `max`.
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
