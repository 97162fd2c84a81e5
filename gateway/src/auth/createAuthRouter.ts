import express, { type Request, type Response, type Router } from 'express';
import { apiError } from '@news/contracts/apiError';
import { authResponseSchema, identityUserSchema, type AuthResponse } from '@news/contracts/identityApi';
import type { Logger } from 'pino';
import { createBusyWindow } from './createBusyWindow';
import { clearSessionCookies, ID_COOKIE, readCookie, REFRESH_COOKIE, setSessionCookies } from './authCookies';
import type { IdentityAnswer, IdentityClient } from './createIdentityClient';
import type { SessionResolver } from './createSessionResolver';
import type { TokenVerifier } from '@news/auth-verify/createTokenVerifier';
import { requireSameOrigin } from './requireSameOrigin';
import { upstreamUnavailableError } from '../upstream/sendUpstreamUnavailable';
import { loggedOutUserState as loggedOut, type UserState } from '@news/contracts/userState';
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
  const { identity, verify, resolveSession, logger } = deps;
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

  const ip = (req: Request) => req.ip ?? '0.0.0.0';
  const notLoggedIn = apiError(401, 'login_required', 'Bitte melden Sie sich an.');

  /**
   * Answers the reader's state for a token the identity service just issued. Should it not verify here (the
   * identity service unreachable for the JWKS), the session cookies are set anyway and the page hears 503, never 500.
   */
  async function sendState(res: Response, jwt: string): Promise<void> {
    let state: UserState;
    try {
      state = userStateFromClaims(await verify(jwt));
    } catch (err) {
      logger.error({ err }, 'a freshly issued identity token did not verify');
      res
        .status(503)
        .json(
          apiError(
            503,
            'session_unverifiable',
            'Ihre Anmeldung konnte gerade nicht bestätigt werden. Bitte laden Sie die Seite in Kürze neu.',
          ),
        );
      return;
    }
    res.json(state);
  }

  async function finishSession(req: Request, res: Response, answer: IdentityAnswer<AuthResponse>) {
    if (!answer.ok) {
      const retryAfter = answer.headers.get('retry-after');
      if (retryAfter) res.setHeader('retry-after', retryAfter);
      res.status(answer.status).json(answer.body);
      return;
    }
    setSessionCookies(req, res, answer.value);
    await sendState(res, answer.value.jwt);
  }

  const checkingPassword =
    (call: typeof identity.login) =>
    async (req: Request, res: Response): Promise<void> => {
      const answer = await call(req.body, ip(req));
      busyWindow.note(answer);
      await finishSession(req, res, answer);
    };
  router.post('/auth/login', sameOrigin, checkingPassword(identity.login));
  /**
   * Registration: the same answer for a new and a taken address, and no session (no cookies) either way; the
   * reader signs in by the link in the mail. Errors (invalid input, limits, busy) pass through as they came.
   */
  router.post('/auth/register', sameOrigin, async (req, res) => {
    const answer = await identity.register(req.body, ip(req));
    busyWindow.note(answer);
    res.setHeader('cache-control', 'no-store');
    if (!answer.ok) {
      const retryAfter = answer.headers.get('retry-after');
      if (retryAfter) res.setHeader('retry-after', retryAfter);
      res.status(answer.status).json(answer.body);
      return;
    }
    res.json(answer.value);
  });
  router.post('/auth/reset-password', sameOrigin, checkingPassword(identity.resetPassword));
  router.post('/google-login', sameOrigin, async (req, res) =>
    finishSession(req, res, await identity.googleLogin(req.body, ip(req))),
  );

  for (const path of ['/auth/forgot-password', '/auth/send-email-confirmation']) {
    router.post(path, sameOrigin, async (req, res) => {
      const answer = await identity.passThrough(path, req.body, ip(req));
      if (answer.retryAfter) res.setHeader('retry-after', answer.retryAfter);
      res.status(answer.status).json(answer.body);
    });
  }

  /** A changed password ends the other sessions; the fresh tokens go into the cookies, never to the page. */
  router.post('/auth/change-password', sameOrigin, async (req, res) => {
    const reader = await resolveSession(req, res);
    if (!reader) {
      res.status(401).json(notLoggedIn);
      return;
    }
    const answer = await identity.passThrough('/auth/change-password', req.body, ip(req), reader.jwt);
    const session = authResponseSchema.safeParse(answer.body);
    if (answer.status !== 200 || !session.success) {
      res
        .status(answer.status === 200 ? 502 : answer.status)
        .json(
          answer.status === 200
            ? apiError(502, 'upstream_answer_invalid', 'Der Dienst hat unerwartet geantwortet.')
            : answer.body,
        );
      return;
    }
    setSessionCookies(req, res, session.data);
    await sendState(res, session.data.jwt);
  });

  /**
   * The confirmation link of the registration mail: confirms the address, signs the reader in (the session goes
   * into the cookies) and shows the site with a notice. A used or expired link shows the notice of failure.
   */
  router.get('/auth/email-confirmation', async (req, res) => {
    const confirmation = typeof req.query.confirmation === 'string' ? req.query.confirmation : '';
    const answer = await identity.confirmEmail(confirmation, ip(req));
    res.setHeader('cache-control', 'no-store');
    if (answer.ok) setSessionCookies(req, res, answer.value);
    res.redirect(303, answer.ok ? '/?emailConfirmed=1' : '/?emailConfirmed=0');
  });

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

  /** Ends the session: revokes the refresh token and the identity token (deny-list), clears the cookies. */
  router.get('/mein/oauth2/logout', requireSameOrigin({ alsoForGet: true }), async (req, res) => {
    const refreshToken = readCookie(req, REFRESH_COOKIE);
    if (refreshToken)
      await identity
        .logout(refreshToken, ip(req), readCookie(req, ID_COOKIE))
        .catch((err) => logger.warn({ err }, 'logout'));
    clearSessionCookies(req, res);
    res.setHeader('cache-control', 'no-store');
    res.json(loggedOut);
  });

  /** Which registration fields the logged-in reader still has to fill in (complete-registration dialog). */
  router.get('/mein/oauth2/registration/form/missing-fields', async (req, res) => {
    const reader = await resolveSession(req, res);
    const me = reader ? identityUserSchema.safeParse(await identity.me(reader.jwt, ip(req))) : null;
    if (!me?.success) {
      res.status(401).json(notLoggedIn);
      return;
    }
    // A salutation of 'none' is the reader's answer "Keine Angabe"; only null means not asked yet.
    const missingFields = (['salutation', 'firstName', 'lastName'] as const).filter((field) => {
      const value = me.data[field];
      return value === null || value === '';
    });
    res.json({ missingFields });
  });

  /** Saves the fields the complete-registration dialog asked for; the renewed session goes into the cookies. */
  router.post('/mein/oauth2/registration/form', sameOrigin, async (req, res) => {
    const reader = await resolveSession(req, res);
    if (!reader) {
      res.status(401).json(notLoggedIn);
      return;
    }
    await finishSession(req, res, await identity.updateProfile(req.body, ip(req), reader.jwt));
  });

  /** The identity provider's public keys (JWKS), for apps that verify tokens themselves. */
  router.get('/fa-public-key', async (_req, res) => {
    try {
      const jwks = await identity.jwks();
      res.setHeader('cache-control', 'public, max-age=60');
      res.json(jwks);
    } catch (err) {
      logger.warn({ err }, 'identity JWKS unavailable');
      res.status(503).json(upstreamUnavailableError);
    }
  });

  return router;
}
