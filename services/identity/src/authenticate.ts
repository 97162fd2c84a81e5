import type { Request } from 'express';
import type { IdentityClaims } from '@news/contracts/identityToken';
import { findAccountBySsoId, type AccountRow } from './accounts';
import type { IdentityContext } from './IdentityContext';
import { unauthorizedError } from './IdentityHttpError';
import { readBearerToken } from '@news/auth-verify/readBearerToken';
import { InvalidIdentityTokenError, verifyIdentityToken } from '@news/auth-verify/verifyIdentityToken';

/** The account of the request's `Authorization: Bearer <identity token>`; otherwise 401 UnauthorizedError. */
export async function authenticate(ctx: IdentityContext, req: Request): Promise<AccountRow> {
  const { account } = await authenticateToken(ctx, req);
  return account;
}

/** authenticate, with the verified token's claims (a logout revokes its jti). */
export async function authenticateToken(
  ctx: IdentityContext,
  req: Request,
): Promise<{ account: AccountRow; claims: IdentityClaims }> {
  const token = readBearerToken(req.get('authorization'));
  if (!token) throw unauthorizedError();
  const opts = { issuer: ctx.config.issuer, audience: ctx.config.audience };
  let claims: IdentityClaims | undefined;
  try {
    claims = await verifyIdentityToken(token, await ctx.keys.jwks(), opts);
  } catch (err) {
    // A key rotated by another replica is not in this replica's cache yet: reload once.
    if (!(err instanceof InvalidIdentityTokenError) || err.code !== 'ERR_JWKS_NO_MATCHING_KEY') {
      throw unauthorizedError();
    }
    await ctx.keys.reload({ ifOlderThanMs: 5000 });
    claims = await verifyIdentityToken(token, await ctx.keys.jwks(), opts).catch(() => undefined);
    if (!claims) throw unauthorizedError();
  }
  // ended by a logout: refused at once, on every replica
  if (claims.jti && (await ctx.revokedTokens.isRevoked(claims.jti))) throw unauthorizedError();
  const account = await findAccountBySsoId(ctx.db, claims.sub);
  if (!account) throw unauthorizedError();
  return { account, claims };
}
