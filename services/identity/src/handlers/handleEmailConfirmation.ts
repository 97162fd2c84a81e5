import { emailConfirmationQuerySchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import { findAccountById, markEmailVerified } from '../accounts';
import { enforceRateLimit } from '../enforceRateLimit';
import type { IdentityContext } from '../IdentityContext';
import { messages, validationError } from '../IdentityHttpError';
import { issueSession } from '../issueSession';
import { consumeOneTimeCode } from '../oneTimeCodes';
import { parseInput } from '../parseInput';

/** GET /auth/email-confirmation: the link of the registration mail confirms the address once and signs in. */
export function handleEmailConfirmation(ctx: IdentityContext): RequestHandler {
  const { db, config, rateLimitStore: store } = ctx;
  return async (req, res) => {
    await enforceRateLimit(store, `recovery:ip:${ctx.ip(req)}`, config.rateLimits.recoveryPerIp);
    const { confirmation } = parseInput(emailConfirmationQuerySchema, req.query);
    const account = await db.transaction(async (tx) => {
      const used = await consumeOneTimeCode(tx, 'email_confirmation', confirmation);
      if (!used) return undefined;
      await markEmailVerified(tx, used.accountId);
      return findAccountById(tx, used.accountId);
    });
    if (!account) throw validationError({}, messages.invalidCode);
    res.json(await issueSession(ctx, account));
  };
}
