import { createHash } from 'node:crypto';
import {
  changePasswordRequestSchema,
  emailConfirmationQuerySchema,
  emailRequestSchema,
  loginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
} from '@news/contracts/identityApi';
import express, { type Router } from 'express';
import {
  findAccountByEmail,
  findAccountById,
  insertAccount,
  markEmailVerified,
  toUser,
  updatePasswordHash,
  updateProfile,
  type AccountRow,
} from './accounts';
import { authenticate, authenticateToken } from './authenticate';
import {
  buildAlreadyRegisteredMail,
  buildConfirmationMail,
  buildPasswordChangedMail,
  buildPasswordResetMail,
} from './buildMails';
import { countsOverLimit, enforceRateLimit } from './enforceRateLimit';
import { ensurePasswordCheckCapacity, hashPassword, needsRehash, verifyPassword } from './hashPassword';
import type { IdentityContext } from './IdentityContext';
import { emailNotConfirmedError, messages, unauthorizedError, validationError } from './IdentityHttpError';
import { issueIdentityToken } from './issueIdentityToken';
import { issueSession } from './issueSession';
import { consumeOneTimeCode, createOneTimeCode, voidOneTimeCodes } from './oneTimeCodes';
import { parseInput } from './parseInput';
import { revokeAllRefreshTokens, revokeRefreshToken, rotateRefreshToken } from './refreshTokens';

const CONFIRMATION_TTL_SECONDS = 24 * 3600;
const RESET_TTL_SECONDS = 3600;

/** Rate-limit keys never contain an e-mail address in clear. */
const digest = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 22);

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

/** To the owner of a taken address that someone tried to register: sign in, or set a new password. */
async function sendAlreadyRegisteredMail(ctx: IdentityContext, email: string): Promise<void> {
  const account = await findAccountByEmail(ctx.db, email);
  if (!account) return;
  const link = `${ctx.config.publicBaseUrl}/#forgot-password`;
  await ctx.mailer.sendMail(buildAlreadyRegisteredMail(account.email, account.first_name, link));
}

async function sendPasswordResetMail(ctx: IdentityContext, account: AccountRow): Promise<void> {
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

/** Tells the reader their password changed, with a way back in if it was not them. */
function sendPasswordChangedMail(ctx: IdentityContext, account: AccountRow): void {
  const link = `${ctx.config.publicBaseUrl}/#forgot-password`;
  ctx.background('password changed mail', () =>
    ctx.mailer.sendMail(buildPasswordChangedMail(account.email, account.first_name, new Date(), link)),
  );
}

/** Local accounts: login, registration, e-mail confirmation, password reset and change, refresh, logout, me. */
export function createLocalAuthRoutes(ctx: IdentityContext): Router {
  const { db, config, rateLimitStore: store } = ctx;
  const limits = config.rateLimits;
  const router = express.Router();

  router.post('/auth/local', async (req, res) => {
    ensurePasswordCheckCapacity();
    const ip = ctx.ip(req);
    const ipKey = `login:ip:${ip}`;
    await enforceRateLimit(store, ipKey, limits.loginPerIp);
    const body = parseInput(loginRequestSchema, req.body);
    const email = body.identifier.toLowerCase();
    // Counted per (e-mail, IP) and cleared by a success: a flood from one IP never blocks the owner elsewhere.
    const accountKey = `login:account-ip:${digest(email)}:${ip}`;
    await enforceRateLimit(store, accountKey, limits.loginPerAccountAndIp);
    const account = await findAccountByEmail(db, email);
    // Unknown e-mail or no password (social-only account): the same scrypt work, the same answer.
    const hash = account?.password_hash ?? ctx.dummyHash;
    const ok = await verifyPassword(body.password, hash);
    if (!account?.password_hash || !ok) throw validationError({}, messages.invalidCredentials);
    // Counted first (a parallel flood cannot slip through), taken back on success: only failures count per IP.
    await store.release(ipKey);
    await store.reset(accountKey);
    // Registered but the link not used: no session. Only the right password learns it (and the owner can resend).
    if (!account.email_verified) throw emailNotConfirmedError();
    if (needsRehash(account.password_hash, config.scryptLogN)) {
      ctx.background('rehash', async () =>
        updatePasswordHash(db, account.id, await hashPassword(body.password, config.scryptLogN)),
      );
    }
    res.json(await issueSession(ctx, account));
  });

  /**
   * Registration answers the same for a new and a taken address: the same `{ ok: true }`, after the same password
   * hash, with the mail sent in the background. A new address gets an unconfirmed account and the confirmation
   * mail (its link signs the reader in); a taken one gets a mail to its owner instead. Only the mailbox learns
   * which it was.
   */
  router.post('/auth/local/register', async (req, res) => {
    await enforceRateLimit(store, `register:ip:${ctx.ip(req)}`, limits.registerPerIp);
    const body = parseInput(registerRequestSchema, req.body);
    await enforceRateLimit(store, `register:address:${digest(body.email)}`, limits.registerPerAddress);
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
  });

  /** The confirmation link of the registration mail: confirms the address once and signs the reader in. */
  router.get('/auth/email-confirmation', async (req, res) => {
    await enforceRateLimit(store, `recovery:ip:${ctx.ip(req)}`, limits.recoveryPerIp);
    const { confirmation } = parseInput(emailConfirmationQuerySchema, req.query);
    const account = await db.transaction(async (tx) => {
      const used = await consumeOneTimeCode(tx, 'email_confirmation', confirmation);
      if (!used) return undefined;
      await markEmailVerified(tx, used.accountId);
      return findAccountById(tx, used.accountId);
    });
    if (!account) throw validationError({}, messages.invalidCode);
    res.json(await issueSession(ctx, account));
  });

  /**
   * forgot-password and send-email-confirmation: same answer whether or not the account exists. Mails to one
   * address from one IP are counted; over that limit the mail is dropped and the answer is the same 200, so the
   * limit tells nothing and requests from other IPs never use up the owner's own (the 429 per IP counts every
   * address alike).
   */
  const mailRequest =
    (label: string, send: (account: AccountRow) => Promise<void> | undefined): express.RequestHandler =>
    async (req, res) => {
      const ip = ctx.ip(req);
      await enforceRateLimit(store, `recovery:ip:${ip}`, limits.recoveryPerIp);
      const { email } = parseInput(emailRequestSchema, req.body);
      if (await countsOverLimit(store, `mail:${digest(email)}:${ip}`, limits.mailsPerAddressAndIp)) {
        res.json({ ok: true });
        return;
      }
      ctx.background(label, async () => {
        const account = await findAccountByEmail(db, email);
        if (account) await send(account);
      });
      res.json({ ok: true });
    };

  router.post(
    '/auth/forgot-password',
    mailRequest('reset mail', (account) => sendPasswordResetMail(ctx, account)),
  );
  router.post(
    '/auth/send-email-confirmation',
    mailRequest('confirmation mail', (account) =>
      account.email_verified ? undefined : sendConfirmationMail(ctx, account),
    ),
  );

  router.post('/auth/reset-password', async (req, res) => {
    await enforceRateLimit(store, `recovery:ip:${ctx.ip(req)}`, limits.recoveryPerIp);
    const body = parseInput(resetPasswordRequestSchema, req.body);
    const hash = await hashPassword(body.password, config.scryptLogN);
    const account = await db.transaction(async (tx) => {
      const used = await consumeOneTimeCode(tx, 'password_reset', body.code);
      if (!used) return undefined;
      await updatePasswordHash(tx, used.accountId, hash);
      // The reset link proved control of the mailbox.
      await markEmailVerified(tx, used.accountId);
      await voidOneTimeCodes(tx, 'password_reset', used.accountId);
      await revokeAllRefreshTokens(tx, used.accountId);
      return findAccountById(tx, used.accountId);
    });
    if (!account) throw validationError({}, messages.invalidCode);
    sendPasswordChangedMail(ctx, account);
    res.json(await issueSession(ctx, account));
  });

  router.post('/auth/change-password', async (req, res) => {
    const account = await authenticate(ctx, req);
    const key = `change-password:${account.id}:${ctx.ip(req)}`;
    await enforceRateLimit(store, key, limits.loginPerAccountAndIp);
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
  });

  router.get('/users/me', async (req, res) => {
    res.json(toUser(await authenticate(ctx, req)));
  });

  /** Completes or corrects the profile; answers a fresh session because the names travel in the token. */
  router.patch('/users/me', async (req, res) => {
    const account = await authenticate(ctx, req);
    const body = parseInput(updateProfileRequestSchema, req.body);
    await updateProfile(db, account.id, body);
    const updated = await findAccountById(db, account.id);
    if (!updated) throw unauthorizedError(messages.sessionExpired);
    res.json(await issueSession(ctx, updated));
  });

  router.post('/auth/refresh', async (req, res) => {
    const { refreshToken } = parseInput(refreshRequestSchema, req.body);
    const result = await db.transaction((tx) =>
      rotateRefreshToken(
        tx,
        refreshToken,
        config.refreshTokenTtlSeconds,
        config.refreshGraceSeconds,
        ctx.ip(req),
      ),
    );
    if (!result.ok) {
      if (result.reason === 'reused') {
        ctx.logger.warn('refresh token reused: family revoked', { ip: ctx.ip(req) });
      }
      throw unauthorizedError(messages.sessionExpired);
    }
    const account = await findAccountById(db, result.accountId);
    if (!account) throw unauthorizedError(messages.sessionExpired);
    res.json({ jwt: await issueIdentityToken(ctx.keys, config, account), refreshToken: result.refreshToken });
  });

  /** Ends the refresh token's family and, when the identity token comes along as Bearer, that token at once. */
  router.post('/auth/logout', async (req, res) => {
    const { refreshToken } = parseInput(refreshRequestSchema, req.body);
    await revokeRefreshToken(db, refreshToken);
    if (req.get('authorization')) {
      const session = await authenticateToken(ctx, req).catch(() => undefined);
      if (session?.claims.jti) await ctx.revokedTokens.revoke(session.claims.jti, session.claims.exp);
    }
    res.json({ ok: true });
  });

  return router;
}
