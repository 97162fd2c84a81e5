import { loginRequestSchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import { findAccountByEmail, updatePasswordHash } from '../accounts';
import { enforceRateLimit } from '../enforceRateLimit';
import { ensurePasswordCheckCapacity, hashPassword, needsRehash, verifyPassword } from '../hashPassword';
import type { IdentityContext } from '../IdentityContext';
import { emailNotConfirmedError, messages, validationError } from '../IdentityHttpError';
import { issueSession } from '../issueSession';
import { parseInput } from '../parseInput';
import { rateLimitDigest } from '../rateLimitDigest';

/** POST /auth/local: sign-in with e-mail address and password. */
export function handleLogin(ctx: IdentityContext): RequestHandler {
  const { db, config, rateLimitStore: store } = ctx;
  const limits = config.rateLimits;
  return async (req, res) => {
    ensurePasswordCheckCapacity();
    const ip = ctx.ip(req);
    const ipKey = `login:ip:${ip}`;
    await enforceRateLimit(store, ipKey, limits.loginPerIp);
    const body = parseInput(loginRequestSchema, req.body);
    const email = body.identifier.toLowerCase();
    // Counted per (e-mail, IP) and cleared by a success: a flood from one IP never blocks the owner elsewhere.
    const accountKey = `login:account-ip:${rateLimitDigest(email)}:${ip}`;
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
  };
}
