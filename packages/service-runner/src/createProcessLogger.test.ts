/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const modulePath = path.join(__dirname, 'createProcessLogger.ts');

/** Runs `body` in a fresh node process with `logger` from createProcessLogger; answers its stdout lines. */
function runWithLogger(body: string): string[] {
  const script = `
    const { createProcessLogger } = require(${JSON.stringify(modulePath)});
    const logger = createProcessLogger('probe', 'info');
    ${body}
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return run.stdout.split('\n').filter(Boolean);
}

describe('createProcessLogger', () => {
  it('writes JSON lines with the service and level filter to stdout', () => {
    const lines = runWithLogger(`logger.debug('not shown'); logger.info({ port: 3000 }, 'listening');`);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      service: 'probe',
      level: 30,
      port: 3000,
      msg: 'listening',
    });
  });

  it('loses no line when the process exits right after logging', () => {
    const lines = runWithLogger(`
      for (let i = 0; i < 5000; i++) logger.info({ i }, 'line');
      process.exit(0);
    `);
    expect(lines).toHaveLength(5000);
    expect(JSON.parse(lines[4999]!)).toMatchObject({ i: 4999 });
  });

  it('writes a lone line within the flush interval, before the process ends: a killed process keeps it', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'process-logger-')), 'stdout.log');
    const script = `
      const { createProcessLogger, LOG_FLUSH_INTERVAL_MS } = require(${JSON.stringify(modulePath)});
      const logger = createProcessLogger('probe', 'info');
      logger.info('allein');
      // no exit handler runs on SIGKILL: only what was written by then is in the file
      setTimeout(() => process.kill(process.pid, 'SIGKILL'), LOG_FLUSH_INTERVAL_MS * 3);
    `;
    const fd = openSync(out, 'w');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
      stdio: ['ignore', fd, 'pipe'],
    });
    expect(run.signal).toBe('SIGKILL');
    const lines = readFileSync(out, 'utf8').split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ service: 'probe', msg: 'allein' });
  });
});
