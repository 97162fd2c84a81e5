import { benchVarDir, repoRoot } from './benchPaths';
import { findDescendantPid } from './processMemory';
import { startProcess, waitForUrl, type RunningProcess } from './startProcess';

/** Shared by every site the bench starts; with NODE_ENV=production the gateway requires one (>= 32 characters). */
export const BENCH_IMAGE_SECRET = 'bench-only-image-signing-secret-0123456789';
/** Likewise the webhook secret (WEBHOOK_SECRET) of the services' webhooks. */
export const BENCH_WEBHOOK_SECRET = 'bench-only-webhook-secret-0123456789abcdef';

export type Site = {
  name: string;
  baseUrl: string;
  port: number;
  /** The gateway's node process (npm run serve starts it as a child of npm). */
  gatewayPid: number;
  process: RunningProcess;
  stop(): Promise<void>;
};

/**
 * Starts the built site the way the README does: `npm run serve` with environment variables, pinned to `cpus`.
 * Its own port, data folder and registry file, demo readers seeded (the bench logs in as one).
 */
export async function startSite(opts: {
  name: string;
  port: number;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  cpus?: string;
}): Promise<Site> {
  const logFile = `${benchVarDir}/logs/${opts.name}.log`;
  if (await answers(`http://127.0.0.1:${opts.port}/healthz`))
    throw new Error(`port ${opts.port} is in use: stop what runs there (an earlier bench?) and try again`);
  const proc = startProcess({
    command: 'npm',
    args: ['run', 'serve', '--silent'],
    cwd: repoRoot,
    logFile,
    cpus: opts.cpus,
    env: {
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      MF_REGISTRY_PATH: `${opts.dataDir}/mf-registry.json`,
      SEED_DEMO_READERS: 'true',
      // the load generators stand in for a proxy on loopback: their X-Forwarded-For spreads readers over addresses
      TRUSTED_PROXIES: '127.0.0.1',
      IMAGE_SIGNING_SECRET: BENCH_IMAGE_SECRET,
      WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
      LOG_LEVEL: 'info',
      ...opts.env,
    },
  });
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  try {
    await waitForUrl(`${baseUrl}/readyz`, 180_000, () => proc.isRunning());
  } catch (err) {
    await proc.stop('SIGKILL');
    throw new Error(`site ${opts.name} did not start (log: ${logFile}): ${(err as Error).message}`);
  }
  const gatewayPid = findDescendantPid(proc.pid, 'gateway/src/main.ts');
  if (gatewayPid === null) {
    await proc.stop();
    throw new Error(`site ${opts.name}: gateway process not found`);
  }
  return {
    name: opts.name,
    baseUrl,
    port: opts.port,
    gatewayPid,
    process: proc,
    stop: () => proc.stop('SIGTERM'),
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}
