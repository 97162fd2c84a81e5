import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { analyzeSchema } from './analyzeSchema';
import type { Db } from './createDb';

export type MigrateOptions = {
  /** PostgreSQL schema owned by the service, e.g. 'content'. */
  schema: string;
  /** Folder with `*.sql` files, applied in name order. */
  migrationsDir: string;
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Applies every not yet applied `*.sql` file of `migrationsDir`, each in its own transaction, and records it in
 * `<schema>.schema_migrations`, then analyzes the schema's tables if anything was applied. Idempotent; concurrent callers are serialised by a transaction-scoped advisory lock.
 */
export async function migrate(db: Db, opts: MigrateOptions): Promise<void> {
  const { schema } = opts;
  if (!SCHEMA_NAME.test(schema)) throw new Error(`migrate: invalid schema name ${JSON.stringify(schema)}`);
  const files = (await readdir(opts.migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const lockAndPrepare = async (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [schema]);
    await tx.exec(
      `create schema if not exists ${schema};
       create table if not exists ${schema}.schema_migrations (
         name text primary key,
         applied_at timestamptz not null default now()
       );`,
    );
  };
  if (files.length === 0) {
    await db.transaction(lockAndPrepare);
    return;
  }
  let appliedNow = 0;
  for (const name of files) {
    const sql = await readFile(path.join(opts.migrationsDir, name), 'utf8');
    await db.transaction(async (tx) => {
      await lockAndPrepare(tx);
      const done = await tx.query(`select 1 from ${schema}.schema_migrations where name = $1`, [name]);
      if (done.rows.length > 0) return;
      try {
        await tx.exec(sql);
      } catch (err) {
        throw new Error(`migration ${schema}/${name} failed: ${(err as Error).message}`, { cause: err });
      }
      await tx.query(`insert into ${schema}.schema_migrations (name, applied_at) values ($1, now())`, [name]);
      appliedNow += 1;
    });
  }
  // New tables and indexes (and rows a migration moved) need planner statistics before the first query.
  if (appliedNow > 0) await analyzeSchema(db, schema);
}
