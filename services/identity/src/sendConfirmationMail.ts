import type { AccountRow } from './accounts';
import { buildConfirmationMail } from './buildMails';
import type { IdentityContext } from './IdentityContext';
import { createOneTimeCode } from './oneTimeCodes';

const CONFIRMATION_TTL_SECONDS = 24 * 3600;

/** The registration's confirmation mail: its link confirms the address once and signs the reader in. */
export async function sendConfirmationMail(ctx: IdentityContext, account: AccountRow): Promise<void> {
  const code = await createOneTimeCode(
    ctx.db,
    'email_confirmation',
    account.id,
    account.email,
    CONFIRMATION_TTL_SECONDS,
  );
  const link = `${ctx.config.publicBaseUrl}/api/auth/email-confirmation?confirmation=${encodeURIComponent(code)}`;
  await ctx.mailer.sendMail(buildConfirmationMail(account.email, account.first_name, link));
}
