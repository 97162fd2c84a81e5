import type { Request } from 'express';
import { findAccountBySsoId, type AccountRow } from './accounts';
import type { IdentityContext } from './IdentityContext';
import { unauthorizedError } from './IdentityHttpError';
import { readBearerToken } from '@news/auth-verify/readBearerToken';
import { InvalidIdentityTokenError, verifyIdentityToken } from '@news/auth-verify/verifyIdentityToken';

/** The account of the request's `Authorization: Bearer <identity token>`; otherwise 401 UnauthorizedError. */
export async function authenticate(ctx: IdentityContext, req: Request): Promise<AccountRow> {
  const token = readBearerToken(req.get('authorization'));
  if (!token) throw unauthorizedError();
  const opts = { issuer: ctx.config.issuer, audience: ctx.config.audience };
  let claims;
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
  const account = await findAccountBySsoId(ctx.db, claims.sub);
  if (!account) throw unauthorizedError();
  return account;
}
