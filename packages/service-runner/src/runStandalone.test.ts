import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '@news/db/repoRoot';

// Each case starts a process that opens a fresh PGlite database: slow on a busy machine.
const PROCESS_TEST_TIMEOUT_MS = 90_000;

type LogLine = { level: number; time: number; service: string; msg: string; port?: number; signal?: string };

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'service-runner-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts the holding test service as its own process, the way `npm start -w services/<name>` does. */
function startService(env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'testing', 'holdingService.ts')],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', ...env } },
  );
  const lines: LogLine[] = [];
  const waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    const line = JSON.parse(text) as LogLine;
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.test(line))) waiter.resolve(line);
  });
  const logged = (msg: RegExp) =>
    new Promise<LogLine>((resolve) => {
      const seen = lines.find((line) => msg.test(line.msg));
      if (seen) resolve(seen);
      else waiters.push({ test: (line) => msg.test(line.msg), resolve });
    });
  // 'close', not 'exit': only then has every line the process wrote been read
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, lines, logged, exited };
}

const kill = (child: ChildProcess) => {
  if (child.exitCode === null) child.kill('SIGKILL');
};

describe('runStandalone', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'serves, logs JSON with pino and stops gracefully on %s: the request in flight is answered, its shutdown work done before the database closes, exit code 0',
    async (signal) => {
      const service = startService();
      try {
        const { port } = await service.logged(/listening on/);
        expect(port).toBeGreaterThan(0);
        const ping = await fetch(`http://127.0.0.1:${port}/ping`);
        expect(await ping.json()).toEqual({ one: 1 });

        const held = fetch(`http://127.0.0.1:${port}/hold`);
        await service.logged(/holding a request/);
        service.child.kill(signal);
        const answer = await held;
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual({ answered: 'after the signal' });

        expect(await service.exited).toBe(0);
        expect(service.lines.find((l) => l.msg === 'shutting down')?.signal).toBe(signal);
        // the log is written asynchronously, so lines may reach the pipe out of order: their times tell the order
        const at = (msg: string) => Number(service.lines.find((l) => l.msg === msg)?.time);
        expect(at('holding work stopped')).toBeLessThanOrEqual(at('stopped'));
        expect(service.lines.every((l) => l.service === 'holding')).toBe(true);
      } finally {
        kill(service.child);
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it('logs a clear fatal error and exits with 1 when it cannot start', async () => {
    const service = startService({ PORT: 'kein-port' });
    try {
      expect(await service.exited).toBe(1);
      const fatal = service.lines.find((l) => l.msg === 'failed to start') as LogLine & {
        err?: { message: string };
      };
      expect(fatal.level).toBe(60);
      expect(fatal.err?.message).toBe('PORT must be a port number, got kein-port');
    } finally {
      kill(service.child);
    }
  });
});
