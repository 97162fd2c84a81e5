import { randomBytes } from 'node:crypto';
import { bindingOf } from '@news/contracts/oauthBinding';
import { oauthProviderNameSchema, type OAuthStateCookie } from '@news/contracts/oauthStateCookie';
import { sanitizeRedirectTarget } from '@news/contracts/sanitizeRedirectTarget';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { readCookie, REDIRECT_COOKIE } from './authCookies';
import type { IdentityClient } from './createIdentityClient';
import { OAUTH_STATE_COOKIE, OAUTH_STATE_MAX_AGE_MS, oauthStateCookieOptions } from './oauthStateCookie';
import { requestIp } from './requestIp';
import { ownOrigin } from './requireSameOrigin';
import { unknownSignInProvider } from './unknownSignInProvider';

/**
 * GET /api/oauth2/{provider}/login[?redirect=path]: binds the sign-in to this browser (a random secret in an
 * httpOnly cookie, its hash in the identity service's signed state and Apple's nonce), remembers where to return
 * (`redirect`, else the redirect-after-login cookie) and sends the browser to the provider.
 */
export function handleSocialLoginStart(deps: {
  identity: IdentityClient;
  logger: Logger;
}): RequestHandler<{ provider: string }> {
  const { identity, logger } = deps;
  return async (req, res) => {
    const provider = oauthProviderNameSchema.safeParse(req.params.provider);
    if (!provider.success) {
      res.status(404).json(unknownSignInProvider);
      return;
    }
    const secret = randomBytes(32).toString('base64url');
    const location = await identity
      .connect(provider.data, bindingOf(secret), requestIp(req))
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
      ...oauthStateCookieOptions(req, provider.data),
      maxAge: OAUTH_STATE_MAX_AGE_MS,
    });
    res.setHeader('cache-control', 'no-store');
    res.redirect(302, location);
  };
}
