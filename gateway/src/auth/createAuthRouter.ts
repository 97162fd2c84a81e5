import express, { type Router } from 'express';
import { apiError } from '@news/contracts/apiError';
import type { Logger } from 'pino';
import { createBusyWindow } from './createBusyWindow';
import type { IdentityClient } from './createIdentityClient';
import type { SessionResolver } from './createSessionResolver';
import type { TokenVerifier } from '@news/auth-verify/createTokenVerifier';
import { finishSession } from './finishSession';
import { handleChangePassword } from './handleChangePassword';
import { handleEmailConfirmation } from './handleEmailConfirmation';
import { handleIdentityPublicKeys } from './handleIdentityPublicKeys';
import { handleLogout } from './handleLogout';
import { handleMissingFields } from './handleMissingFields';
import { handleRegister } from './handleRegister';
import { loginRequired } from './loginRequired';
import { requestIp } from './requestIp';
import { requireSameOrigin } from './requireSameOrigin';
import { loggedOutUserState as loggedOut } from '@news/contracts/userState';
import { userStateFromClaims } from './userState';

/**
 * The app-server endpoints of the reader's session (spec §7 "App server"): the browser never sees a token. The
 * gateway talks to the identity service, keeps the identity and refresh tokens in httpOnly cookies and answers
 * with the reader's state. State-changing calls must come from this site's own pages (Origin check).
 */
export function createAuthRouter(deps: {
  identity: IdentityClient;
  verify: TokenVerifier;
  resolveSession: SessionResolver;
  logger: Logger;
}): Router {
  const { identity, resolveSession } = deps;
  const router = express.Router();
  // Password checks: while the identity service has none free, the gateway answers it before parsing anything.
  const passwordRoutes = ['/auth/login', '/auth/register', '/auth/reset-password'];
  const busyWindow = createBusyWindow();
  router.post(passwordRoutes, busyWindow.refuseWhileBusy);
  // Every state change here takes JSON only (nothing else is forwarded as if it had no body); at most 16 KB, the
  // identity service's own limit.
  const jsonRoutes = [
    ...passwordRoutes,
    '/google-login',
    '/auth/forgot-password',
    '/auth/send-email-confirmation',
    '/auth/change-password',
    '/mein/oauth2/registration/form',
  ];
  router.post(jsonRoutes, (req, res, next) => {
    if (req.is('application/json')) return next();
    res
      .status(415)
      .json(apiError(415, 'json_required', 'Bitte senden Sie die Angaben als JSON (application/json).'));
  });
  router.use(express.json({ limit: '16kb' }));
  const sameOrigin = requireSameOrigin();

  const checkingPassword =
    (call: typeof identity.login): express.RequestHandler =>
    async (req, res) => {
      const answer = await call(req.body, requestIp(req));
      busyWindow.note(answer);
      await finishSession(deps, req, res, answer);
    };
  router.post('/auth/login', sameOrigin, checkingPassword(identity.login));
  router.post('/auth/register', sameOrigin, handleRegister({ identity, busyWindow }));
  router.post('/auth/reset-password', sameOrigin, checkingPassword(identity.resetPassword));
  router.post('/google-login', sameOrigin, async (req, res) =>
    finishSession(deps, req, res, await identity.googleLogin(req.body, requestIp(req))),
  );

  for (const path of ['/auth/forgot-password', '/auth/send-email-confirmation']) {
    router.post(path, sameOrigin, async (req, res) => {
      const answer = await identity.passThrough(path, req.body, requestIp(req));
      if (answer.retryAfter) res.setHeader('retry-after', answer.retryAfter);
      res.status(answer.status).json(answer.body);
    });
  }

  router.post('/auth/change-password', sameOrigin, handleChangePassword(deps));
  router.get('/auth/email-confirmation', handleEmailConfirmation(deps));

  /**
   * GET /api/validate[?forceRefresh=true]: the reader's state from the identity cookie; refreshed through the
   * refresh token when the identity token expired, is missing, or a refresh is forced. A refused refresh ends the
   * session (spec §4); parallel calls with the same cookie share one refresh (createSessionResolver).
   */
  router.get('/validate', async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const session = await resolveSession(req, res, { forceRefresh: req.query.forceRefresh === 'true' });
    res.json(session ? userStateFromClaims(session.claims) : loggedOut);
  });

  router.get('/mein/oauth2/logout', requireSameOrigin({ alsoForGet: true }), handleLogout(deps));
  router.get('/mein/oauth2/registration/form/missing-fields', handleMissingFields(deps));

  /** Saves the fields the complete-registration dialog asked for; the renewed session goes into the cookies. */
  router.post('/mein/oauth2/registration/form', sameOrigin, async (req, res) => {
    const reader = await resolveSession(req, res);
    if (!reader) {
      res.status(401).json(loginRequired);
      return;
    }
    await finishSession(deps, req, res, await identity.updateProfile(req.body, requestIp(req), reader.jwt));
  });

  router.get('/fa-public-key', handleIdentityPublicKeys(deps));

  return router;
}
