import type { AccountRow } from './accounts';
import { buildPasswordResetMail } from './buildMails';
import type { IdentityContext } from './IdentityContext';
import { createOneTimeCode } from './oneTimeCodes';

const RESET_TTL_SECONDS = 3600;

/** The forgot-password mail: its link opens the change-password dialog with a one-time code. */
export async function sendPasswordResetMail(ctx: IdentityContext, account: AccountRow): Promise<void> {
  const code = await createOneTimeCode(
    ctx.db,
    'password_reset',
    account.id,
    account.email,
    RESET_TTL_SECONDS,
  );
  const link = `${ctx.config.publicBaseUrl}/change-password/${encodeURIComponent(code)}`;
  await ctx.mailer.sendMail(buildPasswordResetMail(account.email, account.first_name, link));
}
