import {
  changeEmailRequestSchema,
  deleteAccountRequestSchema,
  emailChangeConfirmationQuerySchema,
} from '@news/contracts/identityApi';
import express, { type Router } from 'express';
import { deleteAccount, findAccountByEmail, updateEmail, type AccountRow } from './accounts';
import { authenticate } from './authenticate';
import { buildEmailChangeMail } from './buildMails';
import { enforceRateLimit } from './enforceRateLimit';
import { verifyPassword } from './hashPassword';
import type { IdentityContext } from './IdentityContext';
import { applicationError, messages, validationError } from './IdentityHttpError';
import { consumeEmailChangeCode, createOneTimeCode, voidOneTimeCodes } from './oneTimeCodes';
import { parseInput } from './parseInput';

const EMAIL_CHANGE_TTL_SECONDS = 24 * 3600;

/**
 * The reader's own account: changing the e-mail address (a link to the new address confirms it) and deleting the
 * account. Both ask for the current password, so a session left open on a shared device cannot take the account.
 */
export function createAccountRoutes(ctx: IdentityContext): Router {
  const { db, config, rateLimitStore: store } = ctx;
  const router = express.Router();

  /** The current password or 400 (counted like a login of this account from this address). */
  async function requirePassword(account: AccountRow, password: string, ip: string): Promise<void> {
    const key = `account-password:${account.id}:${ip}`;
    await enforceRateLimit(store, key, config.rateLimits.loginPerAccountAndIp);
    const ok = await verifyPassword(password, account.password_hash ?? ctx.dummyHash);
    if (!account.password_hash || !ok) {
      throw validationError(
        { errors: [{ path: ['currentPassword'], message: 'invalid' }] },
        messages.wrongCurrentPassword,
      );
    }
    await store.reset(key);
  }

  router.post('/users/me/email', async (req, res) => {
    const account = await authenticate(ctx, req);
    const body = parseInput(changeEmailRequestSchema, req.body);
    await requirePassword(account, body.currentPassword, ctx.ip(req));
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
  });

  router.get('/auth/email-change-confirmation', async (req, res) => {
    await enforceRateLimit(store, `recovery:ip:${ctx.ip(req)}`, config.rateLimits.recoveryPerIp);
    const { code } = parseInput(emailChangeConfirmationQuerySchema, req.query);
    const changed = await db.transaction(async (tx) => {
      const used = await consumeEmailChangeCode(tx, code);
      return used && (await updateEmail(tx, used.accountId, used.email)) ? used : undefined;
    });
    if (!changed) throw validationError({}, messages.invalidCode);
    res.json({ ok: true, email: changed.email });
  });

  router.post('/users/me/delete', async (req, res) => {
    const account = await authenticate(ctx, req);
    const body = parseInput(deleteAccountRequestSchema, req.body);
    await requirePassword(account, body.currentPassword, ctx.ip(req));
    await deleteAccount(db, account.id);
    ctx.logger.info('account deleted', { accountId: account.id });
    res.json({ ok: true });
  });

  return router;
}
