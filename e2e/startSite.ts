import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { e2eDir } from './playwright.config';

/** A second site for one spec (e.g. with the paywall service down), with its own port and fresh data folder. */
export type Site = { origin: string; stop(): Promise<void> };

const repoRoot = path.resolve(__dirname, '..');

/**
 * Starts the built site the way `npm run serve` does, with `env` on top of the e2e defaults, on `port`, with a data
 * folder of its own (var/e2e/sites/{name}, emptied first: seeded afresh). Resolves once /readyz answers.
 */
export async function startSite(name: string, port: number, env: Record<string, string>): Promise<Site> {
  // a site left over on the port (a run cut short) would answer in place of this one, on a deleted data folder
  const taken = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} for site ${name} is taken by another process`);
  const dataDir = path.join(e2eDir, 'sites', name);
  await rm(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      MF_REGISTRY_PATH: path.join(dataDir, 'mf-registry.json'),
      LOG_LEVEL: 'warn',
      SEED_DEMO_READERS: 'true',
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // the site never outlives the test process, also when a hook times out before the spec could stop it
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  void exited.then(() => process.off('exit', killChild));
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let waited = 0; waited < 180_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`site ${name} exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`site ${name} was not ready within 180 s`);
}
