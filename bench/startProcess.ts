import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

export type RunningProcess = {
  /** Id of the spawned process; it leads its own process group, so stop() ends its children too. */
  pid: number;
  logFile: string;
  exited: Promise<number | null>;
  isRunning(): boolean;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
  signal(signal: NodeJS.Signals): void;
};

export const hasTaskset = existsSync('/usr/bin/taskset');

/** Process groups this bench started and that still run: ended when the bench exits, however it exits. */
const started = new Set<number>();
let cleanupInstalled = false;

function installCleanup(): void {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.on('exit', () => {
    for (const pgid of started) {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => process.exit(130));
}

/**
 * Starts a command in its own process group, pinned to `cpus` with taskset where available, its output appended
 * to `logFile`.
 */
export function startProcess(opts: {
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd: string;
  logFile: string;
  cpus?: string;
}): RunningProcess {
  mkdirSync(path.dirname(opts.logFile), { recursive: true });
  const out = openSync(opts.logFile, 'a');
  const [command, args] =
    opts.cpus && hasTaskset
      ? ['/usr/bin/taskset', ['-c', opts.cpus, opts.command, ...opts.args]]
      : [opts.command, opts.args];
  const child = spawn(command, args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${opts.command}`);
  let running = true;
  installCleanup();
  started.add(pid);
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      running = false;
      started.delete(pid);
      resolve(code);
    });
  });
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // already gone
    }
  };
  return {
    pid,
    logFile: opts.logFile,
    exited,
    isRunning: () => running,
    signal,
    async stop(sig = 'SIGTERM', graceMs = 15_000) {
      if (!running) return;
      signal(sig);
      const timer = new Promise<'timeout'>((resolve) =>
        setTimeout(() => resolve('timeout'), graceMs).unref(),
      );
      if ((await Promise.race([exited, timer])) === 'timeout') {
        signal('SIGKILL');
        await exited;
      }
    },
  };
}

/** Polls `url` until it answers 2xx, or throws after `timeoutMs` (or at once when `alive()` turns false). */
export async function waitForUrl(
  url: string,
  timeoutMs: number,
  alive: () => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (!alive()) throw new Error(`${url}: the process exited before it answered`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
