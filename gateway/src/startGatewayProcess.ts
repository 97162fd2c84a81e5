import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { repoRoot } from './readConfig';

/** A free port on loopback, for a gateway process of a test. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export type GatewayProcess = {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** Resolves once /healthz answers; rejects when the process exits first or has not started in 150 s. */
  serving(origin: string): Promise<void>;
};

/**
 * The gateway as its own process (`gateway/src/main.ts` through tsx), for the tests that kill it: the environment
 * is the test's plus `env`; DATABASE_URL only when `env` names one, never Redis.
 */
export function startGatewayProcess(env: NodeJS.ProcessEnv): GatewayProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'gateway', 'src', 'main.ts')],
    { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const serving = async (origin: string) => {
    const until = Date.now() + 150_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the gateway exited:\n${output}`);
      const ok = await fetch(`${origin}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() > until) throw new Error(`the gateway did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  return { child, exited, output: () => output, serving };
}

/**
 * Fires `writes` numbered writes from `workers` concurrent loops at a gateway process and kills it with SIGKILL once
 * `killAfterAcks` were acknowledged; answers what each acknowledged write resolved to. A write failing before the
 * kill fails the test; after it, failures are what the kill does.
 */
export async function writeUntilKilled<T>(
  gateway: GatewayProcess,
  opts: { writes: number; workers: number; killAfterAcks: number; write: (n: number) => Promise<T> },
): Promise<T[]> {
  const acknowledged: T[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (!killed && next < opts.writes) {
      const n = next++;
      try {
        acknowledged.push(await opts.write(n));
        if (acknowledged.length >= opts.killAfterAcks && !killed) {
          killed = true;
          gateway.child.kill('SIGKILL');
        }
      } catch (err) {
        if (!killed) throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.workers }, worker));
  if (!killed) throw new Error(`the gateway was not killed: ${acknowledged.length} writes acknowledged`);
  await gateway.exited;
  return acknowledged;
}
