import path from 'node:path';
import { createDb, type Db } from './createDb';
import { repoRoot } from './repoRoot';

/** `DATABASE_URL` → PostgreSQL; otherwise PGlite persisted under `DATA_DIR` (default `<repo>/var/data/pglite`). */
export async function dbFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) return createDb({ databaseUrl });
  const dataDir = env.DATA_DIR?.trim() || path.join(repoRoot, 'var', 'data', 'pglite');
  return createDb({ dataDir: path.resolve(dataDir) });
}
