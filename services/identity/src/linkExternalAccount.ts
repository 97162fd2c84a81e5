import type { Db } from '@news/db/createDb';
import { findAccountByEmail, findAccountById, insertAccount, type AccountRow } from './accounts';
import { applicationError, messages } from './IdentityHttpError';
import { revokeAllRefreshTokens } from './refreshTokens';

export type ExternalIdentity = {
  provider: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

/**
 * The account for a sign-in through Google, Apple or an OAuth provider: the one already linked to
 * (provider, subject); else the account with the same e-mail (linked only when the provider vouches for the e-mail);
 * else a new account without password (e-mail verified as far as the provider says). When an unverified account is linked, its password is removed and its
 * sessions end: whoever registered the address before its owner (pre-account takeover) loses access.
 */
export async function linkExternalAccount(db: Db, identity: ExternalIdentity): Promise<AccountRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ account_id: number }>(
          'select account_id from identity.account_identities where provider = $1 and subject = $2',
          [identity.provider, identity.subject],
        );
        const linked = rows[0] && (await findAccountById(tx, rows[0].account_id));
        if (linked) return linked;
        if (!identity.email) throw applicationError(messages.socialLoginFailed, { reason: 'email_missing' });
        let account = await findAccountByEmail(tx, identity.email);
        // An address the provider does not vouch for never takes over an existing account.
        if (account && !identity.emailVerified) throw applicationError(messages.socialEmailUnverified);
        if (account && !account.email_verified) {
          await tx.query(
            `update identity.accounts set email_verified = true, password_hash = null, updated_at = now()
              where id = $1`,
            [account.id],
          );
          await revokeAllRefreshTokens(tx, account.id);
          account = { ...account, email_verified: true, password_hash: null };
        }
        account ??= await insertAccount(tx, {
          email: identity.email,
          firstName: identity.firstName,
          lastName: identity.lastName,
          passwordHash: null,
          emailVerified: identity.emailVerified,
        });
        if (!account) throw new Error('identity: concurrent account creation');
        await tx.query(
          `insert into identity.account_identities (provider, subject, account_id, email) values ($1, $2, $3, $4)`,
          [identity.provider, identity.subject, account.id, identity.email.toLowerCase()],
        );
        return account;
      });
    } catch (err) {
      // Two first sign-ins of the same person at once: the loser retries and finds the winner's account.
      if (attempt < 2 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: unknown }).code === '23505' ||
  (err instanceof Error && err.message === 'identity: concurrent account creation');
