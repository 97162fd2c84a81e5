import { refreshRequestSchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import { authenticateToken } from '../authenticate';
import type { IdentityContext } from '../IdentityContext';
import { parseInput } from '../parseInput';
import { revokeRefreshToken } from '../refreshTokens';

/** POST /auth/logout: ends the refresh token's family and, when the identity token comes as Bearer, that token. */
export function handleLogout(ctx: IdentityContext): RequestHandler {
  return async (req, res) => {
    const { refreshToken } = parseInput(refreshRequestSchema, req.body);
    await revokeRefreshToken(ctx.db, refreshToken);
    if (req.get('authorization')) {
      const session = await authenticateToken(ctx, req).catch(() => undefined);
      if (session?.claims.jti) await ctx.revokedTokens.revoke(session.claims.jti, session.claims.exp);
    }
    res.json({ ok: true });
  };
}
