import type { Request } from 'express';
import { findAccountBySsoId, type AccountRow } from './accounts';
import type { IdentityContext } from './IdentityContext';
import { unauthorizedError } from './IdentityHttpError';
import { InvalidIdentityTokenError, verifyIdentityToken } from '@news/contracts/verifyIdentityToken';

/** The account of the request's `Authorization: Bearer <identity token>`; otherwise 401 UnauthorizedError. */
export async function authenticate(ctx: IdentityContext, req: Request): Promise<AccountRow> {
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(
    req.get('authorization') ?? '',
  );
  if (!match?.[1]) throw unauthorizedError();
  const opts = { issuer: ctx.config.issuer, audience: ctx.config.audience };
  let claims;
  try {
    claims = await verifyIdentityToken(match[1], await ctx.keys.jwks(), opts);
  } catch (err) {
    // A key rotated by another replica is not in this replica's cache yet: reload once.
    if (!(err instanceof InvalidIdentityTokenError) || err.code !== 'ERR_JWKS_NO_MATCHING_KEY') {
      throw unauthorizedError();
    }
    await ctx.keys.reload({ ifOlderThanMs: 5000 });
    claims = await verifyIdentityToken(match[1], await ctx.keys.jwks(), opts).catch(() => undefined);
    if (!claims) throw unauthorizedError();
  }
  const account = await findAccountBySsoId(ctx.db, claims.sub);
  if (!account) throw unauthorizedError();
  return account;
}
