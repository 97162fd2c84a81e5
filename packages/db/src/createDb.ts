import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { createPgliteStatements } from './createPgliteStatements';
import { loadPglite } from './loadPglite';

export type QueryOptions = {
  /**
   * Keep the statement prepared with its plan (PGlite; ADR 0007): for a hot statement whose best plan does not
   * depend on its parameters, such as a row by its key. A statement whose best plan does (full-text search) is
   * planned for its values on every run, as without this option.
   */
  prepared?: boolean;
};

/** The part of a database handle that is usable inside a transaction. */
export type DbTx = {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<{ rows: T[] }>;
  /** Runs one or more statements without parameters (simple query protocol). */
  exec(sql: string): Promise<void>;
};

export type Db = DbTx & {
  kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: DbTx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type CreateDbOptions = {
  /** PostgreSQL connection string; when set, a pg pool is used. */
  databaseUrl?: string;
  /** Folder in which PGlite persists its data; in memory when not set. */
  dataDir?: string;
};

/** Opens a database: PostgreSQL when `databaseUrl` is given, otherwise an embedded PGlite. */
export async function createDb(opts: CreateDbOptions): Promise<Db> {
  if (opts.databaseUrl) return createPostgresDb(opts.databaseUrl);
  return createPgliteDb(opts.dataDir);
}

async function createPostgresDb(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (err) => console.error('[db] idle PostgreSQL client error:', err.message));
  const wrap = (client: pg.Pool | pg.PoolClient): DbTx => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(fn: (tx: DbTx) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * PGlite's shared buffers live in its WebAssembly memory, which never shrinks: PGlite's default (about 160 MB)
 * became resident memory of the gateway once the 100,000-article data set had been read (BENCHMARKS.md S8).
 * Pages beyond the buffers come from the operating system's file cache. On that data set search cost the same CPU
 * with 64 MB as with the default; with 32 MB it read so many more pages that it cost up to twice as much.
 */
export const PGLITE_SHARED_BUFFERS = '64MB';

async function createPgliteDb(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const { PGlite } = loadPglite();
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  const pglite = dataDir ? new PGlite(dataDir, { startParams }) : new PGlite({ startParams });
  await pglite.waitReady;
  const statements = createPgliteStatements(pglite);
  let closed = false;
  return {
    kind: 'pglite',
    // a prepared one as PGlite's own query: the transaction lock keeps it out of a running transaction, then the
    // query lock
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      if (!options?.prepared) return { rows: (await pglite.query<T>(sql, params ?? [])).rows };
      await pglite._checkReady();
      const result = await pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          const ran = await statements.run<T>(sql, params ?? []);
          await pglite.syncToFs();
          return ran;
        }),
      );
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    transaction<T>(fn: (tx: DbTx) => Promise<T>): Promise<T> {
      return pglite.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params?: unknown[], options?: QueryOptions) {
            if (!options?.prepared) return { rows: (await tx.query<R>(sql, params ?? [])).rows };
            if (tx.closed) throw new Error('Transaction is closed');
            const result = await pglite._runExclusiveQuery(() => statements.run<R>(sql, params ?? []));
            return { rows: result.rows };
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      await pglite.close();
    },
  };
}
