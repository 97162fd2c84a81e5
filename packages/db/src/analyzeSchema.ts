import type { DbTx } from './createDb';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Gathers planner statistics (ANALYZE) for every table of `schema`. Run it after migrations and after bulk inserts
 * (seeding): without statistics PostgreSQL and PGlite guess row counts and pick poor plans, e.g. a full-text scan
 * of every match instead of walking the newest articles. PGlite has no autovacuum to do it later. `vacuum` (not
 * inside a transaction) also marks the pages all-visible, so counts can be answered from indexes alone.
 */
export async function analyzeSchema(
  db: DbTx,
  schema: string,
  opts: { vacuum?: boolean } = {},
): Promise<void> {
  if (!SCHEMA_NAME.test(schema))
    throw new Error(`analyzeSchema: invalid schema name ${JSON.stringify(schema)}`);
  const { rows } = await db.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = $1 order by tablename`,
    [schema],
  );
  if (rows.length === 0) return;
  await db.exec(`${opts.vacuum ? 'vacuum (analyze)' : 'analyze'} ${rows.map((r) => r.name).join(', ')}`);
}
