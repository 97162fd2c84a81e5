import { createSingleFlight } from './createSingleFlight';

describe('createSingleFlight', () => {
  it('shares one running task per key and forgets it when done', async () => {
    const flights = createSingleFlight<number>();
    let calls = 0;
    const task = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 1));
      return calls;
    };
    const results = await Promise.all([
      flights.run('a', task),
      flights.run('a', task),
      flights.run('b', task),
    ]);
    expect(results[0]).toBe(results[1]);
    expect(calls).toBe(2);
    expect(flights.size).toBe(0);
    await flights.run('a', task);
    expect(calls).toBe(3);
  });

  it('shares a failure and then retries', async () => {
    const flights = createSingleFlight<number>();
    const failing = flights.run('x', () => Promise.reject(new Error('nope')));
    await expect(Promise.all([failing, flights.run('x', async () => 1)])).rejects.toThrow('nope');
    expect(await flights.run('x', async () => 2)).toBe(2);
  });
});
