import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DbTx } from '@news/db/createDb';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new refresh token (random 256 bits, base64url) for the account, in a new family unless one is given. */
export async function issueRefreshToken(
  db: DbTx,
  accountId: number,
  ttlSeconds: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into identity.refresh_tokens (token_hash, family_id, account_id, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [sha256(token), familyId, accountId, ttlSeconds],
  );
  return token;
}

export type RotationResult =
  | { ok: true; accountId: number; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Exchanges a refresh token for its successor in the same family. The check-and-mark is one conditional UPDATE,
 * so two concurrent uses of the same token cannot both rotate it.
 *
 * A token rotated less than `graceSeconds` ago by the same `client` (the reader's IP) is the reader's own race
 * (two tabs, or two gateway replicas refreshing the same cookie at once): it answers a sibling in the same family
 * instead of revoking it. Anything else that was already rotated or revoked revokes the whole family (someone
 * holds a stolen copy), within the window too when it comes from another client.
 */
export async function rotateRefreshToken(
  db: DbTx,
  token: string,
  ttlSeconds: number,
  graceSeconds: number,
  client: string,
): Promise<RotationResult> {
  const hash = sha256(token);
  const { rows } = await db.query<{ account_id: number; family_id: string }>(
    `update identity.refresh_tokens set rotated_at = now(), rotated_by = $2
      where token_hash = $1 and rotated_at is null and revoked_at is null and expires_at > now()
      returning account_id, family_id`,
    [hash, sha256(client)],
  );
  const used = rows[0];
  if (used) {
    const refreshToken = await issueRefreshToken(db, used.account_id, ttlSeconds, used.family_id);
    return { ok: true, accountId: used.account_id, refreshToken };
  }
  const { rows: found } = await db.query<{
    account_id: number;
    family_id: string;
    spent: boolean;
    in_grace: boolean;
  }>(
    `select account_id, family_id, (rotated_at is not null or revoked_at is not null) as spent,
            (revoked_at is null and expires_at > now() and rotated_by = $3
              and rotated_at > now() - make_interval(secs => $2)) as in_grace
       from identity.refresh_tokens where token_hash = $1`,
    [hash, graceSeconds, sha256(client)],
  );
  const row = found[0];
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.in_grace) {
    const refreshToken = await issueRefreshToken(db, row.account_id, ttlSeconds, row.family_id);
    return { ok: true, accountId: row.account_id, refreshToken };
  }
  if (!row.spent) return { ok: false, reason: 'expired' };
  await revokeFamily(db, row.family_id);
  return { ok: false, reason: 'reused' };
}

export async function revokeFamily(db: DbTx, familyId: string): Promise<void> {
  await db.query(
    'update identity.refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null',
    [familyId],
  );
}

/** Logout: revokes the token's family (the token and any successor); unknown tokens are ignored. */
export async function revokeRefreshToken(db: DbTx, token: string): Promise<void> {
  await db.query(
    `update identity.refresh_tokens set revoked_at = now()
      where revoked_at is null
        and family_id = (select family_id from identity.refresh_tokens where token_hash = $1)`,
    [sha256(token)],
  );
}

/** Password reset/change: every session of the account ends. */
export async function revokeAllRefreshTokens(db: DbTx, accountId: number): Promise<void> {
  await db.query(
    'update identity.refresh_tokens set revoked_at = now() where account_id = $1 and revoked_at is null',
    [accountId],
  );
}
