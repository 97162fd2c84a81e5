import type { DbTx } from '../createDb';

/** For tests: the planner's row estimate of a table (pg_class.reltuples), -1 until statistics were gathered. */
export async function plannerRows(db: DbTx, table: string): Promise<number> {
  const { rows } = await db.query<{ reltuples: number }>(
    'select reltuples::float8 as reltuples from pg_class where oid = $1::regclass',
    [table],
  );
  return rows[0]?.reltuples ?? Number.NaN;
}
