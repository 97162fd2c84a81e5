import type { AccountRow } from './accounts';
import { enforceRateLimit } from './enforceRateLimit';
import { verifyPassword } from './hashPassword';
import type { IdentityContext } from './IdentityContext';
import { messages, validationError } from './IdentityHttpError';

/** The current password or 400 (counted like a login of this account from this address). */
export async function requireCurrentPassword(
  ctx: IdentityContext,
  account: AccountRow,
  password: string,
  ip: string,
): Promise<void> {
  const key = `account-password:${account.id}:${ip}`;
  await enforceRateLimit(ctx.rateLimitStore, key, ctx.config.rateLimits.loginPerAccountAndIp);
  const ok = await verifyPassword(password, account.password_hash ?? ctx.dummyHash);
  if (!account.password_hash || !ok) {
    throw validationError(
      { errors: [{ path: ['currentPassword'], message: 'invalid' }] },
      messages.wrongCurrentPassword,
    );
  }
  await ctx.rateLimitStore.reset(key);
}
