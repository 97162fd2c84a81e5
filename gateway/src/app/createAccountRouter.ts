import type { Mandator } from '@news/config/mandators';
import { identityUserSchema } from '@news/contracts/identityApi';
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { clearSessionCookies } from '../auth/authCookies';
import type { IdentityClient } from '../auth/createIdentityClient';
import type { ReaderSession, SessionResolver } from '../auth/createSessionResolver';
import { requireSameOrigin } from '../auth/requireSameOrigin';
import type { SelfRequest } from '../upstream/selfRequest';
import { createUsersClient, upstreamUnavailable } from './createUsersClient';
import { loginRequired } from '../auth/loginRequired';

/**
 * The reader's own account on /account (spec §1 account area): e-mail change (the identity service mails a link
 * to the new address; `GET /api/auth/email-change-confirmation` follows it), the export of every stored datum as
 * JSON and deleting the account. Password change and profile edit are the auth router's. Mount at `/api` after
 * resolveMandator.
 */
export function createAccountRouter(deps: {
  identity: IdentityClient;
  self: SelfRequest;
  resolveSession: SessionResolver;
  logger: Logger;
}): Router {
  const { identity, resolveSession, logger } = deps;
  const users = createUsersClient({ baseUrl: deps.self.baseUrl });
  const router = express.Router();
  router.use(express.json({ limit: '16kb' }));
  const sameOrigin = requireSameOrigin();
  const ip = (req: Request) => req.ip ?? '0.0.0.0';
  const mandatorOf = (res: Response) => res.locals.mandator as Mandator;

  async function reader(req: Request, res: Response): Promise<ReaderSession | undefined> {
    res.setHeader('cache-control', 'no-store');
    const session = await resolveSession(req, res);
    if (!session) res.status(401).json(loginRequired);
    return session ?? undefined;
  }

  /** The profile as /account shows and edits it (the session carries no salutation). */
  router.get('/account/profile', async (req, res) => {
    const me = await reader(req, res);
    if (!me) return;
    const account = identityUserSchema.safeParse(await identity.me(me.jwt, ip(req)));
    if (!account.success) {
      res.status(502).json(upstreamUnavailable);
      return;
    }
    const { salutation, firstName, lastName, email, emailVerified } = account.data;
    res.json({ salutation, firstName, lastName, email, emailVerified });
  });

  router.post('/account/email', sameOrigin, async (req, res) => {
    const me = await reader(req, res);
    if (!me) return;
    const answer = await identity.passThrough('/users/me/email', req.body, ip(req), me.jwt);
    res.status(answer.status).json(answer.body);
  });

  /** The link of the e-mail change mail: confirm, then show /account with a notice. */
  router.get('/auth/email-change-confirmation', async (req, res) => {
    const code = typeof req.query.code === 'string' ? req.query.code : '';
    const answer = await identity.passThrough(
      `/auth/email-change-confirmation?code=${encodeURIComponent(code)}`,
      undefined,
      ip(req),
    );
    res.redirect(303, answer.status === 200 ? '/account?emailChanged=1' : '/account?emailChanged=0');
  });

  /** All data stored about the reader, as a JSON download (GDPR Art. 15 and 20). */
  router.get('/account/export', async (req, res) => {
    const me = await reader(req, res);
    if (!me) return;
    const account = identityUserSchema.safeParse(await identity.me(me.jwt, ip(req)));
    const userData = await users.personalData(mandatorOf(res).id, me.claims.sub, me.jwt);
    if (!account.success || !userData.ok) {
      res.status(502).json(upstreamUnavailable);
      return;
    }
    res.setHeader('content-disposition', 'attachment; filename="meine-daten.json"');
    res.json({ exportedAt: new Date().toISOString(), account: account.data, userData: userData.value });
  });

  /**
   * Deletes the account after the password was given once more: the identity service first (it checks the
   * password), then the reader's data in the users service; the session cookies end.
   */
  router.post('/account/delete', sameOrigin, async (req, res) => {
    const me = await reader(req, res);
    if (!me) return;
    const answer = await identity.passThrough('/users/me/delete', req.body, ip(req), me.jwt);
    if (answer.status !== 200) {
      res.status(answer.status).json(answer.body);
      return;
    }
    const removed = await users.deletePersonalData(mandatorOf(res).id, me.claims.sub, me.jwt);
    if (!removed.ok) logger.error({ ssoId: me.claims.sub }, 'account deleted, its user API data not');
    clearSessionCookies(req, res);
    res.json({ ok: true });
  });

  return router;
}
