import { changeEmailRequestSchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import { findAccountByEmail } from '../accounts';
import { authenticate } from '../authenticate';
import { buildEmailChangeMail } from '../buildMails';
import type { IdentityContext } from '../IdentityContext';
import { applicationError, messages } from '../IdentityHttpError';
import { createOneTimeCode, voidOneTimeCodes } from '../oneTimeCodes';
import { parseInput } from '../parseInput';
import { requireCurrentPassword } from '../requireCurrentPassword';

const EMAIL_CHANGE_TTL_SECONDS = 24 * 3600;

/** POST /users/me/email: mails a confirmation link to the new address (the current password required). */
export function handleChangeEmail(ctx: IdentityContext): RequestHandler {
  const { db, config } = ctx;
  return async (req, res) => {
    const account = await authenticate(ctx, req);
    const body = parseInput(changeEmailRequestSchema, req.body);
    await requireCurrentPassword(ctx, account, body.currentPassword, ctx.ip(req));
    if (body.email === account.email) throw applicationError(messages.sameEmail);
    if (await findAccountByEmail(db, body.email)) throw applicationError(messages.emailTaken);
    await voidOneTimeCodes(db, 'email_change', account.id);
    const code = await createOneTimeCode(
      db,
      'email_change',
      account.id,
      body.email,
      EMAIL_CHANGE_TTL_SECONDS,
    );
    const link = `${config.publicBaseUrl}/api/auth/email-change-confirmation?code=${encodeURIComponent(code)}`;
    await ctx.mailer.sendMail(buildEmailChangeMail(body.email, account.first_name, link));
    res.json({ ok: true, email: body.email });
  };
}
