import { emailChangeConfirmationQuerySchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import { updateEmail } from '../accounts';
import { enforceRateLimit } from '../enforceRateLimit';
import type { IdentityContext } from '../IdentityContext';
import { messages, validationError } from '../IdentityHttpError';
import { consumeEmailChangeCode } from '../oneTimeCodes';
import { parseInput } from '../parseInput';

/** GET /auth/email-change-confirmation: the link mailed to the new address makes it the account's, once. */
export function handleEmailChangeConfirmation(ctx: IdentityContext): RequestHandler {
  const { db, config } = ctx;
  return async (req, res) => {
    await enforceRateLimit(ctx.rateLimitStore, `recovery:ip:${ctx.ip(req)}`, config.rateLimits.recoveryPerIp);
    const { code } = parseInput(emailChangeConfirmationQuerySchema, req.query);
    const changed = await db.transaction(async (tx) => {
      const used = await consumeEmailChangeCode(tx, code);
      return used && (await updateEmail(tx, used.accountId, used.email)) ? used : undefined;
    });
    if (!changed) throw validationError({}, messages.invalidCode);
    res.json({ ok: true, email: changed.email });
  };
}
