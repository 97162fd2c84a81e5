import type { AuthResponse } from '@news/contracts/identityApi';
import { toUser, type AccountRow } from './accounts';
import type { IdentityContext } from './IdentityContext';
import { issueIdentityToken } from './issueIdentityToken';
import { issueRefreshToken } from './refreshTokens';

/** `{ jwt, refreshToken, user }` for a freshly signed-in account (a new refresh-token family). */
export async function issueSession(ctx: IdentityContext, account: AccountRow): Promise<AuthResponse> {
  const jwt = await issueIdentityToken(ctx.keys, ctx.config, account);
  const refreshToken = await issueRefreshToken(ctx.db, account.id, ctx.config.refreshTokenTtlSeconds);
  return { jwt, refreshToken, user: toUser(account) };
}
