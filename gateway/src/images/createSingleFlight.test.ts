import { createSingleFlight } from './createSingleFlight';

/** A task whose result the test decides, counting how often it was started. */
function deferredTask<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  let starts = 0;
  const task = () => {
    starts++;
    return new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  };
  return {
    task,
    resolve: (value: T) => resolve(value),
    reject: (error: Error) => reject(error),
    get starts() {
      return starts;
    },
  };
}

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

  it('starts the task once for any number of concurrent callers; late callers get the same result', async () => {
    const flights = createSingleFlight<string>();
    const d = deferredTask<string>();
    const callers = Array.from({ length: 50 }, () => flights.run('/img/a.jpg', d.task));
    expect(d.starts).toBe(1);
    expect(flights.size).toBe(1);
    const late = flights.run('/img/a.jpg', d.task);
    d.resolve('bytes');
    expect(await Promise.all([...callers, late])).toEqual(Array(51).fill('bytes'));
    expect(d.starts).toBe(1);
  });

  it('keeps keys apart: one failing key neither fails nor delays another', async () => {
    const flights = createSingleFlight<string>();
    const a = deferredTask<string>();
    const b = deferredTask<string>();
    const runA = flights.run('a', a.task);
    const runB = flights.run('b', b.task);
    expect(flights.size).toBe(2);
    a.reject(new Error('source missing'));
    await expect(runA).rejects.toThrow('source missing');
    expect(flights.size).toBe(1);
    b.resolve('ok');
    await expect(runB).resolves.toBe('ok');
    expect(flights.size).toBe(0);
  });

  it('turns a task that throws synchronously into a rejected promise and keeps no entry', async () => {
    const flights = createSingleFlight<number>();
    let pending: Promise<number> | undefined;
    expect(() => {
      pending = flights.run('x', () => {
        throw new Error('bad input');
      });
    }).not.toThrow();
    await expect(pending).rejects.toThrow('bad input');
    expect(flights.size).toBe(0);
    await expect(flights.run('x', async () => 3)).resolves.toBe(3);
  });
});
