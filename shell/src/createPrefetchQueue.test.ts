import { createPrefetchQueue } from './createPrefetchQueue';

/** A load function whose calls stay pending until the test settles them. */
function controlledLoads() {
  const pending = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  const started: string[] = [];
  const load = (url: string) =>
    new Promise<void>((resolve, reject) => {
      started.push(url);
      pending.set(url, { resolve, reject });
    });
  /** Settles one load and lets the queue react (its `finally` runs in later microtasks). */
  const settle = async (url: string, outcome: 'ok' | 'fail' = 'ok') => {
    const entry = pending.get(url);
    if (!entry) throw new Error(`${url} is not running`);
    pending.delete(url);
    if (outcome === 'ok') entry.resolve();
    else entry.reject(new Error('network'));
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { load, started, pending, settle };
}

const urls = (n: number) => Array.from({ length: n }, (_, i) => `/a-${i}/_payload.json`);

describe('createPrefetchQueue', () => {
  it('never runs more than four loads at a time, and starts the next one as one finishes', async () => {
    const loads = controlledLoads();
    const queue = createPrefetchQueue(4, loads.load);
    for (const url of urls(10)) queue.add(url);
    expect(loads.started).toEqual(urls(4));
    expect(loads.pending.size).toBe(4);

    await loads.settle('/a-2/_payload.json');
    expect(loads.started).toEqual(urls(5));
    expect(loads.pending.size).toBe(4);

    let left = 20;
    while (loads.pending.size > 0 && left-- > 0) {
      expect(loads.pending.size).toBeLessThanOrEqual(4);
      await loads.settle([...loads.pending.keys()][0]!);
    }
    expect(loads.started).toEqual(urls(10));
  });

  it('loads each URL once per page life, also after it finished', async () => {
    const loads = controlledLoads();
    const queue = createPrefetchQueue(4, loads.load);
    queue.add('/sport/_payload.json');
    queue.add('/sport/_payload.json');
    await loads.settle('/sport/_payload.json');
    queue.add('/sport/_payload.json');
    expect(loads.started).toEqual(['/sport/_payload.json']);
  });

  it('keeps going after a failed load', async () => {
    const loads = controlledLoads();
    const queue = createPrefetchQueue(1, loads.load);
    queue.add('/a/_payload.json');
    queue.add('/b/_payload.json');
    expect(loads.started).toEqual(['/a/_payload.json']);
    await loads.settle('/a/_payload.json', 'fail');
    expect(loads.started).toEqual(['/a/_payload.json', '/b/_payload.json']);
  });
});
