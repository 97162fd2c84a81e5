import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '@news/db/createDb';
import { sitePgliteDir } from '@news/db/siteDatabase';
import pg from 'pg';

export type CrashStorage = {
  /** The gateway process's environment for this storage: DATA_DIR, its registry file and, if any, DATABASE_URL. */
  env: NodeJS.ProcessEnv;
  /** The site's database, opened from the test (close it before a gateway process opens a PGlite folder). */
  openDb(): Promise<Db>;
  remove(): Promise<void>;
};

/**
 * For the crash tests only: a data folder of its own and, with DATABASE_URL, a PostgreSQL database of its own
 * (`crash_<random>`), for a gateway that runs as a separate process and is killed mid-way.
 */
export async function createCrashStorage(prefix: string): Promise<CrashStorage> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  const dbName = `crash_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  let databaseUrl: string | undefined;
  if (serverUrl) {
    await admin(`create database ${dbName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  return {
    env: {
      DATA_DIR: dataDir,
      MF_REGISTRY_PATH: path.join(dataDir, 'mf-registry.json'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    openDb: () => createDb(databaseUrl ? { databaseUrl } : { dataDir: sitePgliteDir(dataDir) }),
    async remove() {
      await rm(dataDir, { recursive: true, force: true });
      if (serverUrl) await admin(`drop database if exists ${dbName} with (force)`);
    },
  };
}
