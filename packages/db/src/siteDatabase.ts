import path from 'node:path';
import type { CreateDbOptions } from './createDb';
import { repoRoot } from './repoRoot';

/** The site's data folder: `DATA_DIR`, default `<repo>/var/data` (README, "Configuration"). */
export function siteDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DATA_DIR?.trim() || path.join(repoRoot, 'var', 'data'));
}

/** Where the site keeps its embedded PGlite inside its data folder. */
export function sitePgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/**
 * The database the site (gateway with in-process services) uses: `DATABASE_URL`, else PGlite under
 * `<DATA_DIR>/pglite`. Scripts that work on the site's data (seed, key rotation) open exactly this one.
 */
export function siteDbOptions(env: NodeJS.ProcessEnv = process.env): CreateDbOptions {
  const databaseUrl = env.DATABASE_URL?.trim();
  return databaseUrl ? { databaseUrl } : { dataDir: sitePgliteDir(siteDataDir(env)) };
}
