import type { AccountRow } from './accounts';
import { buildPasswordChangedMail } from './buildMails';
import type { IdentityContext } from './IdentityContext';

/** Tells the reader their password changed, with a way back in if it was not them (sent in the background). */
export function sendPasswordChangedMail(ctx: IdentityContext, account: AccountRow): void {
  const link = `${ctx.config.publicBaseUrl}/#forgot-password`;
  ctx.background('password changed mail', () =>
    ctx.mailer.sendMail(buildPasswordChangedMail(account.email, account.first_name, new Date(), link)),
  );
}
