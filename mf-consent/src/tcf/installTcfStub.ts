type Stub = ((...args: unknown[]) => unknown) & { queued?: unknown[][] };

/**
 * A tiny `__tcfapi` until the CMP has loaded (./startTcf): queues every call, and answers the queue when called
 * without arguments, which is how @iabtechlabtcf/cmpapi takes the queued calls over.
 */
export function installTcfStub(win: Window & { __tcfapi?: Stub }): void {
  if (typeof win.__tcfapi === 'function') return;
  const queue: unknown[][] = [];
  win.__tcfapi = (...args: unknown[]) => {
    if (args.length === 0) return queue;
    queue.push(args);
    return undefined;
  };
}
