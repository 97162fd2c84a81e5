import { resetPasswordRequestSchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import { findAccountById, markEmailVerified, updatePasswordHash } from '../accounts';
import { enforceRateLimit } from '../enforceRateLimit';
import { hashPassword } from '../hashPassword';
import type { IdentityContext } from '../IdentityContext';
import { messages, validationError } from '../IdentityHttpError';
import { issueSession } from '../issueSession';
import { consumeOneTimeCode, voidOneTimeCodes } from '../oneTimeCodes';
import { parseInput } from '../parseInput';
import { revokeAllRefreshTokens } from '../refreshTokens';
import { sendPasswordChangedMail } from '../sendPasswordChangedMail';

/** POST /auth/reset-password: a new password with the code of the reset mail; ends every other session. */
export function handleResetPassword(ctx: IdentityContext): RequestHandler {
  const { db, config, rateLimitStore: store } = ctx;
  return async (req, res) => {
    await enforceRateLimit(store, `recovery:ip:${ctx.ip(req)}`, config.rateLimits.recoveryPerIp);
    const body = parseInput(resetPasswordRequestSchema, req.body);
    const hash = await hashPassword(body.password, config.scryptLogN);
    const account = await db.transaction(async (tx) => {
      const used = await consumeOneTimeCode(tx, 'password_reset', body.code);
      if (!used) return undefined;
      await updatePasswordHash(tx, used.accountId, hash);
      // The reset link proved control of the mailbox.
      await markEmailVerified(tx, used.accountId);
      await voidOneTimeCodes(tx, 'password_reset', used.accountId);
      await revokeAllRefreshTokens(tx, used.accountId);
      return findAccountById(tx, used.accountId);
    });
    if (!account) throw validationError({}, messages.invalidCode);
    sendPasswordChangedMail(ctx, account);
    res.json(await issueSession(ctx, account));
  };
}
