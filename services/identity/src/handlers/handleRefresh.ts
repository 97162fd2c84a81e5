import { refreshRequestSchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import { findAccountById } from '../accounts';
import type { IdentityContext } from '../IdentityContext';
import { messages, unauthorizedError } from '../IdentityHttpError';
import { issueIdentityToken } from '../issueIdentityToken';
import { parseInput } from '../parseInput';
import { rotateRefreshToken } from '../refreshTokens';

/** POST /auth/refresh: a new identity token for a refresh token, which is rotated (a reused one ends its family). */
export function handleRefresh(ctx: IdentityContext): RequestHandler {
  const { db, config } = ctx;
  return async (req, res) => {
    const { refreshToken } = parseInput(refreshRequestSchema, req.body);
    const result = await db.transaction((tx) =>
      rotateRefreshToken(
        tx,
        refreshToken,
        config.refreshTokenTtlSeconds,
        config.refreshGraceSeconds,
        ctx.ip(req),
      ),
    );
    if (!result.ok) {
      if (result.reason === 'reused') {
        ctx.logger.warn('refresh token reused: family revoked', { ip: ctx.ip(req) });
      }
      throw unauthorizedError(messages.sessionExpired);
    }
    const account = await findAccountById(db, result.accountId);
    if (!account) throw unauthorizedError(messages.sessionExpired);
    res.json({ jwt: await issueIdentityToken(ctx.keys, config, account), refreshToken: result.refreshToken });
  };
}
