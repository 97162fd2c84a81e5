import express, { type Router } from 'express';
import type { Logger } from 'pino';
import type { IdentityClient } from '../auth/createIdentityClient';
import type { SessionResolver } from '../auth/createSessionResolver';
import { requestIp } from '../auth/requestIp';
import { requireSameOrigin } from '../auth/requireSameOrigin';
import type { SelfRequest } from '../upstream/selfRequest';
import { createUsersClient } from './createUsersClient';
import { handleAccountExport } from './handleAccountExport';
import { handleAccountProfile } from './handleAccountProfile';
import { handleDeleteAccount } from './handleDeleteAccount';
import { handleEmailChangeConfirmation } from './handleEmailChangeConfirmation';
import { requireAccountReader } from './requireAccountReader';

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
  const { identity, resolveSession } = deps;
  const handlerDeps = { ...deps, users: createUsersClient({ baseUrl: deps.self.baseUrl }) };
  const router = express.Router();
  router.use(express.json({ limit: '16kb' }));
  const sameOrigin = requireSameOrigin();

  router.get('/account/profile', handleAccountProfile(handlerDeps));
  router.post('/account/email', sameOrigin, async (req, res) => {
    const me = await requireAccountReader(resolveSession, req, res);
    if (!me) return;
    const answer = await identity.passThrough('/users/me/email', req.body, requestIp(req), me.jwt);
    res.status(answer.status).json(answer.body);
  });
  router.get('/auth/email-change-confirmation', handleEmailChangeConfirmation(handlerDeps));
  router.get('/account/export', handleAccountExport(handlerDeps));
  router.post('/account/delete', sameOrigin, handleDeleteAccount(handlerDeps));

  return router;
}
