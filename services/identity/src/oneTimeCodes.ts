import { createHash, randomBytes } from 'node:crypto';
import type { DbTx } from '@news/db/createDb';

export type CodePurpose = 'email_confirmation' | 'password_reset' | 'email_change';

const sha256 = (code: string) => createHash('sha256').update(code).digest('hex');

/** A new single-use code (256 bits, base64url); only its sha256 is stored. */
export async function createOneTimeCode(
  db: DbTx,
  purpose: CodePurpose,
  accountId: number,
  email: string,
  ttlSeconds: number,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.query(
    `insert into identity.one_time_codes (code_hash, purpose, account_id, email, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [sha256(code), purpose, accountId, email.toLowerCase(), ttlSeconds],
  );
  return code;
}

/**
 * Uses a code up: answers its account when it exists for this purpose, is unused, unexpired and was sent to the
 * account's current e-mail address. One conditional UPDATE, so a code works once even under concurrent use.
 */
export async function consumeOneTimeCode(
  db: DbTx,
  purpose: CodePurpose,
  code: string,
): Promise<{ accountId: number; email: string } | undefined> {
  const { rows } = await db.query<{ account_id: number; email: string }>(
    `update identity.one_time_codes c set used_at = now()
       from identity.accounts a
      where c.code_hash = $1 and c.purpose = $2 and c.used_at is null and c.expires_at > now()
        and a.id = c.account_id and lower(a.email) = c.email
      returning c.account_id, c.email`,
    [sha256(code), purpose],
  );
  const row = rows[0];
  return row ? { accountId: row.account_id, email: row.email } : undefined;
}

/** Voids the account's other open codes of a purpose (after a reset, older reset links stop working). */
export async function voidOneTimeCodes(db: DbTx, purpose: CodePurpose, accountId: number): Promise<void> {
  await db.query(
    `update identity.one_time_codes set used_at = now()
      where account_id = $1 and purpose = $2 and used_at is null`,
    [accountId, purpose],
  );
}

/**
 * Uses up an e-mail change code: answers the account and the new address it was sent to, when it is unused and
 * unexpired. Unlike consumeOneTimeCode the address is not the account's current one: it is the one to switch to.
 */
export async function consumeEmailChangeCode(
  db: DbTx,
  code: string,
): Promise<{ accountId: number; email: string } | undefined> {
  const { rows } = await db.query<{ account_id: number; email: string }>(
    `update identity.one_time_codes set used_at = now()
      where code_hash = $1 and purpose = 'email_change' and used_at is null and expires_at > now()
      returning account_id, email`,
    [sha256(code)],
  );
  const row = rows[0];
  return row ? { accountId: row.account_id, email: row.email } : undefined;
}
