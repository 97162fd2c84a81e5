import { changePasswordRequestSchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import { updatePasswordHash } from '../accounts';
import { authenticate } from '../authenticate';
import { enforceRateLimit } from '../enforceRateLimit';
import { hashPassword, verifyPassword } from '../hashPassword';
import type { IdentityContext } from '../IdentityContext';
import { messages, validationError } from '../IdentityHttpError';
import { issueSession } from '../issueSession';
import { parseInput } from '../parseInput';
import { revokeAllRefreshTokens } from '../refreshTokens';
import { sendPasswordChangedMail } from '../sendPasswordChangedMail';

/** POST /auth/change-password: the signed-in reader's new password, with the current one; ends other sessions. */
export function handleChangePassword(ctx: IdentityContext): RequestHandler {
  const { db, config, rateLimitStore: store } = ctx;
  return async (req, res) => {
    const account = await authenticate(ctx, req);
    const key = `change-password:${account.id}:${ctx.ip(req)}`;
    await enforceRateLimit(store, key, config.rateLimits.loginPerAccountAndIp);
    const body = parseInput(changePasswordRequestSchema, req.body);
    const ok = await verifyPassword(body.currentPassword, account.password_hash ?? ctx.dummyHash);
    if (!account.password_hash || !ok) {
      throw validationError(
        { errors: [{ path: ['currentPassword'], message: 'invalid' }] },
        messages.wrongCurrentPassword,
      );
    }
    await store.reset(key);
    const hash = await hashPassword(body.password, config.scryptLogN);
    await db.transaction(async (tx) => {
      await updatePasswordHash(tx, account.id, hash);
      await revokeAllRefreshTokens(tx, account.id);
    });
    sendPasswordChangedMail(ctx, account);
    res.json(await issueSession(ctx, { ...account, password_hash: hash }));
  };
}
