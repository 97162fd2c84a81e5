import type { Mandator } from '@news/config/mandators';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { clearSessionCookies } from '../auth/authCookies';
import type { IdentityClient } from '../auth/createIdentityClient';
import type { SessionResolver } from '../auth/createSessionResolver';
import { requestIp } from '../auth/requestIp';
import type { UsersClient } from './createUsersClient';
import { requireAccountReader } from './requireAccountReader';

/**
 * POST /api/account/delete: deletes the account after the password was given once more: the identity service
 * first (it checks the password), then the reader's data in the users service; the session cookies end.
 */
export function handleDeleteAccount(deps: {
  identity: IdentityClient;
  users: UsersClient;
  resolveSession: SessionResolver;
  logger: Logger;
}): RequestHandler {
  return async (req, res) => {
    const me = await requireAccountReader(deps.resolveSession, req, res);
    if (!me) return;
    const answer = await deps.identity.passThrough('/users/me/delete', req.body, requestIp(req), me.jwt);
    if (answer.status !== 200) {
      res.status(answer.status).json(answer.body);
      return;
    }
    const mandator = res.locals.mandator as Mandator;
    const removed = await deps.users.deletePersonalData(mandator.id, me.claims.sub, me.jwt);
    if (!removed.ok) deps.logger.error({ ssoId: me.claims.sub }, 'account deleted, its user API data not');
    clearSessionCookies(req, res);
    res.json({ ok: true });
  };
}
