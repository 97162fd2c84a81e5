import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from './createDb';

/**
 * A fresh, empty database for one test file. With `DATABASE_URL` set, a uniquely named PostgreSQL database
 * (`test_<random>`) is created on that server and dropped again by `close()`; otherwise an in-memory PGlite.
 */
export async function createTestDb(): Promise<Db> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) return createDb({});
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await createDb({ databaseUrl: url.toString() });
  let closed = false;
  return {
    ...db,
    async close() {
      if (closed) return;
      closed = true;
      await db.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(
  connectionString: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
