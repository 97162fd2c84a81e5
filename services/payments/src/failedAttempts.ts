import type { DbTx } from '@news/db/createDb';
import { PaymentsHttpError } from './PaymentsHttpError';

export type GuessKind = 'voucher' | 'verification';

/** Refuses (429 `too_many_attempts`) a reader who failed `limit` times at this kind of guess in the last hour. */
export async function refuseGuessing(db: DbTx, ssoId: string, kind: GuessKind, limit: number): Promise<void> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from payments.failed_attempts
     where sso_id = $1 and kind = $2 and at > now() - interval '1 hour'`,
    [ssoId, kind],
  );
  if ((rows[0]?.n ?? 0) >= limit) throw new PaymentsHttpError('too_many_attempts');
}

/**
 * Counts a failed guess (outside the refused transaction, which rolled back); the reader's guesses older than the
 * hour the limit looks at go, so the table holds only what the limit counts.
 */
export async function recordFailedAttempt(db: DbTx, ssoId: string, kind: GuessKind): Promise<void> {
  await db.query(
    "delete from payments.failed_attempts where sso_id = $1 and at < now() - interval '1 hour'",
    [ssoId],
  );
  await db.query('insert into payments.failed_attempts (sso_id, kind) values ($1, $2)', [ssoId, kind]);
}
