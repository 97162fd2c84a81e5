import { emailRequestSchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import { findAccountByEmail, type AccountRow } from '../accounts';
import { countsOverLimit, enforceRateLimit } from '../enforceRateLimit';
import type { IdentityContext } from '../IdentityContext';
import { parseInput } from '../parseInput';
import { rateLimitDigest } from '../rateLimitDigest';

/**
 * forgot-password and send-email-confirmation: same answer whether or not the account exists. Mails to one
 * address from one IP are counted; over that limit the mail is dropped and the answer is the same 200, so the
 * limit tells nothing and requests from other IPs never use up the owner's own (the 429 per IP counts every
 * address alike).
 */
export function handleMailRequest(
  ctx: IdentityContext,
  label: string,
  send: (account: AccountRow) => Promise<void> | undefined,
): RequestHandler {
  const { db, config, rateLimitStore: store } = ctx;
  const limits = config.rateLimits;
  return async (req, res) => {
    const ip = ctx.ip(req);
    await enforceRateLimit(store, `recovery:ip:${ip}`, limits.recoveryPerIp);
    const { email } = parseInput(emailRequestSchema, req.body);
    if (await countsOverLimit(store, `mail:${rateLimitDigest(email)}:${ip}`, limits.mailsPerAddressAndIp)) {
      res.json({ ok: true });
      return;
    }
    ctx.background(label, async () => {
      const account = await findAccountByEmail(db, email);
      if (account) await send(account);
    });
    res.json({ ok: true });
  };
}
