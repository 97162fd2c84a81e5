import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { benchVarDir, repoRoot } from './benchPaths';
import { lighthouseSummary, type LighthouseSummary } from './lighthouseSummary';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One Lighthouse run (CLI, default mobile settings with simulated throttling, Debian's Chromium) of `url`; the
 * report is kept under var/bench/lighthouse/.
 */
export async function runLighthouse(url: string, label: string, run: number): Promise<LighthouseSummary> {
  const dir = path.join(benchVarDir, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const output = path.join(dir, `${label}-${run}.json`);
  const cli = path.join(repoRoot, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    '--only-categories=performance,accessibility',
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
  ];
  await new Promise<void>((resolve, reject) => {
    const proc = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exit ${code}: ${err.slice(-1500)}`)),
    );
  });
  const lhr = JSON.parse(readFileSync(output, 'utf8')) as Parameters<typeof lighthouseSummary>[0] & {
    runtimeError?: { code: string; message: string };
  };
  if (lhr.runtimeError)
    throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lighthouseSummary(lhr);
}
