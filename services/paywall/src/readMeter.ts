import type { DbTx } from '@news/db/createDb';
import type { MeterState } from './personalise';

type MeterKey = { mandator: string; ssoId: string; articleId: number; limit: number; periodDays: number };

/** The reader's meter: plus articles opened through it within the brand's period, and whether this one is among them. */
export async function readMeter(db: DbTx, key: MeterKey): Promise<MeterState> {
  const { rows } = await db.query<{ used: number; counted: boolean }>(
    `select count(*)::int as used, coalesce(bool_or(article_id = $3), false) as counted
       from paywall.meter_reads
      where mandator = $1 and sso_id = $2 and read_at > now() - make_interval(days => $4)`,
    [key.mandator, key.ssoId, key.articleId, key.periodDays],
  );
  return { used: rows[0]?.used ?? 0, counted: rows[0]?.counted ?? false, limit: key.limit };
}

/** Counts an article on the reader's meter (again, when its last count left the period). */
export async function countMeterRead(db: DbTx, key: Omit<MeterKey, 'limit'>): Promise<void> {
  await db.query(
    `insert into paywall.meter_reads (mandator, sso_id, article_id) values ($1, $2, $3)
     on conflict (mandator, sso_id, article_id) do update set read_at = now()
       where paywall.meter_reads.read_at <= now() - make_interval(days => $4)`,
    [key.mandator, key.ssoId, key.articleId, key.periodDays],
  );
}

/** Serialises the meter decisions of one reader of one brand until the end of the transaction. */
export async function lockMeter(tx: DbTx, mandator: string, ssoId: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`paywall.meter:${mandator}:${ssoId}`]);
}
