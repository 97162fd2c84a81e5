import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** The nice value of a hashing thread (19 = lowest priority). */
export const HASHING_NICENESS = 19;

export type ScryptJob = {
  password: string;
  salt: Buffer;
  keylen: number;
  N: number;
  r: number;
  p: number;
  maxmem: number;
};

/** Every worker is busy and the queue is full: the caller answers "try again shortly" instead of piling up work. */
export class ScryptPoolBusyError extends Error {
  override name = 'ScryptPoolBusyError';
}

export type ScryptPool = {
  scrypt(job: ScryptJob): Promise<Buffer>;
  /** True while a new job would be refused (every worker busy, the queue full). */
  full(): boolean;
  close(): Promise<void>;
};

/**
 * The worker's code (plain JavaScript, so it runs the same under tsx, jest and node): one scrypt at a time,
 * synchronously in its own thread. Its memory (128 · N · r bytes, 128 MiB at the OWASP parameters) is freed when
 * the call returns.
 *
 * On Linux the nice value belongs to a thread, so the worker lowers its own thread to the lowest CPU priority:
 * when pages and password checks compete for a core (a login flood), the scheduler serves the event loop first and
 * hashing takes the idle time. Elsewhere setPriority would lower the whole process, so it is left alone there.
 */
const workerSource = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
if (process.platform === 'linux') require('node:os').setPriority(${HASHING_NICENESS});
parentPort.on('message', ({ password, salt, keylen, N, r, p, maxmem }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keylen, { N, r, p, maxmem });
    parentPort.postMessage({ key });
  } catch (err) {
    parentPort.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
});
`;

/** One worker per core but one, at least one: the other cores stay free for the event loops. */
export const defaultPoolSize = () => Math.max(1, availableParallelism() - 1);

type Pending = { job: ScryptJob; resolve: (key: Buffer) => void; reject: (err: Error) => void };
type Slot = { worker: Worker; current: Pending | null };

/**
 * scrypt in a small pool of worker threads with a bounded queue. Hashing stays off the event loop and off libuv's
 * thread pool (which file and DNS work share), at most `size` hashes (and their memory) run at once, and beyond
 * `maxQueue` waiting jobs a call fails at once with ScryptPoolBusyError. Idle workers do not keep the process
 * alive; close() ends them.
 */
export function createScryptPool(opts: { size?: number; maxQueue?: number } = {}): ScryptPool {
  const size = opts.size ?? defaultPoolSize();
  const maxQueue = opts.maxQueue ?? size * 4;
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  let closed = false;

  function start(): Slot {
    const slot: Slot = { worker: new Worker(workerSource, { eval: true }), current: null };
    slot.worker.unref();
    slot.worker.on('message', (msg: { key?: Uint8Array; error?: string }) => {
      const done = slot.current;
      slot.current = null;
      slot.worker.unref();
      if (done) {
        if (msg.key) done.resolve(Buffer.from(msg.key));
        else done.reject(new Error(msg.error ?? 'scrypt failed'));
      }
      next(slot);
    });
    slot.worker.on('error', (err) => {
      slot.current?.reject(err);
      slot.current = null;
    });
    slot.worker.on('exit', () => {
      slot.current?.reject(new Error('scrypt worker stopped'));
      slots.splice(slots.indexOf(slot), 1);
      if (!closed && queue.length > 0) next(start());
    });
    slots.push(slot);
    return slot;
  }

  function next(slot: Slot) {
    const job = queue.shift();
    if (!job) return;
    slot.current = job;
    slot.worker.ref();
    slot.worker.postMessage(job.job);
  }

  const full = () =>
    slots.length >= size && queue.length >= maxQueue && slots.every((s) => s.current !== null);

  return {
    scrypt(job) {
      if (closed) return Promise.reject(new Error('the scrypt pool is closed'));
      if (full()) return Promise.reject(new ScryptPoolBusyError(`${queue.length} password checks waiting`));
      const idle = slots.find((s) => s.current === null);
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        const free = idle ?? (slots.length < size ? start() : undefined);
        if (free) next(free);
      });
    },
    full,
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) waiting.reject(new Error('the scrypt pool is closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
