import { registerRequestSchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import { findAccountByEmail, insertAccount } from '../accounts';
import { buildAlreadyRegisteredMail } from '../buildMails';
import { enforceRateLimit } from '../enforceRateLimit';
import { hashPassword } from '../hashPassword';
import type { IdentityContext } from '../IdentityContext';
import { parseInput } from '../parseInput';
import { rateLimitDigest } from '../rateLimitDigest';
import { sendConfirmationMail } from '../sendConfirmationMail';

/** To the owner of a taken address that someone tried to register: sign in, or set a new password. */
async function sendAlreadyRegisteredMail(ctx: IdentityContext, email: string): Promise<void> {
  const account = await findAccountByEmail(ctx.db, email);
  if (!account) return;
  const link = `${ctx.config.publicBaseUrl}/#forgot-password`;
  await ctx.mailer.sendMail(buildAlreadyRegisteredMail(account.email, account.first_name, link));
}

/**
 * POST /auth/local/register. Registration answers the same for a new and a taken address: the same
 * `{ ok: true }`, after the same password hash, with the mail sent in the background. A new address gets an
 * unconfirmed account and the confirmation mail (its link signs the reader in); a taken one gets a mail to its
 * owner instead. Only the mailbox learns which it was.
 */
export function handleRegister(ctx: IdentityContext): RequestHandler {
  const { db, config, rateLimitStore: store } = ctx;
  const limits = config.rateLimits;
  return async (req, res) => {
    await enforceRateLimit(store, `register:ip:${ctx.ip(req)}`, limits.registerPerIp);
    const body = parseInput(registerRequestSchema, req.body);
    await enforceRateLimit(
      store,
      `register:address:${rateLimitDigest(body.email)}`,
      limits.registerPerAddress,
    );
    const passwordHash = await hashPassword(body.password, config.scryptLogN);
    const existing = await findAccountByEmail(db, body.email);
    // undefined also when a parallel registration of the address won the insert
    const account = existing
      ? undefined
      : await insertAccount(db, {
          email: body.email,
          salutation: body.salutation,
          firstName: body.firstName,
          lastName: body.lastName,
          passwordHash,
          emailVerified: false,
        });
    if (account) ctx.background('confirmation mail', () => sendConfirmationMail(ctx, account));
    else ctx.background('already registered mail', () => sendAlreadyRegisteredMail(ctx, body.email));
    res.json({ ok: true });
  };
}
