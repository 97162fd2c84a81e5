import { randomBytes } from 'node:crypto';
import { apiError } from '@news/contracts/apiError';
import type { AuthResponse } from '@news/contracts/identityApi';
import {
  oauthProviderNameSchema,
  oauthStateCookieSchema,
  type OAuthStateCookie,
} from '@news/contracts/oauthStateCookie';
import { sanitizeRedirectTarget } from '@news/contracts/sanitizeRedirectTarget';
import { withLoggedInMarker } from '@news/contracts/socialProviders';
import { bindingOf } from '@news/contracts/oauthBinding';
import express, { type CookieOptions, type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { clearRedirectCookie, readCookie, REDIRECT_COOKIE, setSessionCookies } from './authCookies';
import type { IdentityAnswer, IdentityClient } from './createIdentityClient';
import { ownOrigin } from './requireSameOrigin';

const unknownProvider = apiError(404, 'not_found', 'Diese Anmeldeart gibt es nicht.');

/** Spec §9 "state prefix": the sign-in in progress (see OAuthStateCookie). */
export const OAUTH_STATE_COOKIE = 'news_oauth_state';
const STATE_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * Social sign-in through the gateway (spec §7: /connect/{provider}, the Apple callback), so the browser never sees
 * a token:
 * - GET /oauth2/providers: the configured providers (the dialog's sign-in buttons).
 * - GET /oauth2/{provider}/login[?redirect=path]: binds the sign-in to this browser (a random secret in an
 *   httpOnly cookie, its hash in the identity service's signed state and Apple's nonce), remembers where to return
 *   (`redirect`, else the redirect-after-login cookie) and sends the browser to the provider.
 * - GET /oauth2/{provider}/callback (code flow) and POST /oauth2/apple/callback (Apple's form_post): the identity
 *   service checks state, binding and the provider's answer; the session goes into the cookies and the browser to
 *   the remembered target with the one-shot marker `loggedIn={provider}`, on which the shell runs the after-login
 *   transitions. A failed sign-in lands on `/?loginFailed={provider}`, where the shell shows a notice.
 */
export function createSocialLoginRouter(deps: { identity: IdentityClient; logger: Logger }): Router {
  const { identity, logger } = deps;
  const router = express.Router();
  const ip = (req: Request) => req.ip ?? '0.0.0.0';

  // Apple answers with a cross-site POST: only a SameSite=None cookie comes along (Secure is required for it;
  // browsers accept Secure cookies on http://localhost).
  const stateCookieOptions = (req: Request, provider: string): CookieOptions => ({
    httpOnly: true,
    path: '/api/oauth2',
    sameSite: provider === 'apple' ? 'none' : 'lax',
    secure: provider === 'apple' || req.secure,
  });

  const readState = (req: Request): OAuthStateCookie | null => {
    const raw = readCookie(req, OAUTH_STATE_COOKIE);
    if (!raw) return null;
    try {
      return oauthStateCookieSchema.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    } catch {
      return null;
    }
  };

  router.get('/oauth2/providers', async (_req, res) => {
    try {
      const providers = await identity.providers();
      res.setHeader('cache-control', 'no-cache');
      res.json(providers);
    } catch (err) {
      logger.warn({ err }, 'sign-in providers unavailable');
      res
        .status(503)
        .json(
          apiError(
            503,
            'upstream_unavailable',
            'Die Anmeldung mit anderen Diensten ist gerade nicht verfügbar.',
          ),
        );
    }
  });

  router.get('/oauth2/:provider/login', async (req, res) => {
    const provider = oauthProviderNameSchema.safeParse(req.params.provider);
    if (!provider.success) {
      res.status(404).json(unknownProvider);
      return;
    }
    const secret = randomBytes(32).toString('base64url');
    const location = await identity
      .connect(provider.data, bindingOf(secret), ip(req))
      .catch((err: unknown) => (logger.warn({ err }, 'identity unreachable'), null));
    if (!location) {
      logger.warn({ provider: provider.data }, 'social sign-in could not start');
      res.redirect(303, `/?loginFailed=${provider.data}`);
      return;
    }
    const state: OAuthStateCookie = {
      provider: provider.data,
      secret,
      target:
        sanitizeRedirectTarget(req.query.redirect, ownOrigin(req)) ??
        sanitizeRedirectTarget(readCookie(req, REDIRECT_COOKIE), ownOrigin(req)),
    };
    res.cookie(OAUTH_STATE_COOKIE, Buffer.from(JSON.stringify(state)).toString('base64url'), {
      ...stateCookieOptions(req, provider.data),
      maxAge: STATE_MAX_AGE_MS,
    });
    res.setHeader('cache-control', 'no-store');
    res.redirect(302, location);
  });

  async function finish(
    req: Request,
    res: Response,
    provider: string,
    /** Asks the identity service with the binding secret; null when the callback is incomplete. */
    complete: (secret: string) => Promise<IdentityAnswer<AuthResponse> | null>,
  ): Promise<void> {
    res.setHeader('cache-control', 'no-store');
    const state = readState(req);
    res.clearCookie(OAUTH_STATE_COOKIE, stateCookieOptions(req, provider));
    const failed = () => res.redirect(303, `/?loginFailed=${provider}`);
    if (state?.provider !== provider) {
      logger.warn({ provider }, 'social sign-in callback without its state cookie');
      failed();
      return;
    }
    const answer = await complete(state.secret).catch((err: unknown) => {
      logger.warn({ err, provider }, 'identity unreachable');
      return null;
    });
    if (!answer?.ok) {
      logger.info({ provider, status: answer?.status ?? 400 }, 'social sign-in refused');
      failed();
      return;
    }
    setSessionCookies(req, res, answer.value);
    const target =
      state.target ?? sanitizeRedirectTarget(readCookie(req, REDIRECT_COOKIE), ownOrigin(req)) ?? '/';
    clearRedirectCookie(req, res);
    res.redirect(303, withLoggedInMarker(target, provider));
  }

  /** Apple's form_post: a top-level navigation from Apple, so no Origin check; state and binding guard it. */
  router.post(
    '/oauth2/apple/callback',
    express.urlencoded({ extended: false, limit: '20kb' }),
    async (req, res) => {
      const form = (req.body ?? {}) as Record<string, unknown>;
      await finish(req, res, 'apple', (binding) =>
        identity.appleCallback(
          { id_token: form.id_token, state: form.state, code: form.code, user: form.user, binding },
          ip(req),
        ),
      );
    },
  );

  router.get('/oauth2/:provider/callback', async (req, res) => {
    const provider = oauthProviderNameSchema.safeParse(req.params.provider);
    if (!provider.success) {
      res.status(404).json(unknownProvider);
      return;
    }
    // A provider that refused (`?error=access_denied`) sends no code.
    const { code, state } = req.query;
    await finish(req, res, provider.data, async (binding) =>
      typeof code === 'string' && typeof state === 'string'
        ? identity.oauthCallback(provider.data, { code, state, binding }, ip(req))
        : null,
    );
  });

  return router;
}
