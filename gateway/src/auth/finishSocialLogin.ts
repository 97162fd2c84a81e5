import type { AuthResponse } from '@news/contracts/identityApi';
import { sanitizeRedirectTarget } from '@news/contracts/sanitizeRedirectTarget';
import { withLoggedInMarker } from '@news/contracts/socialProviders';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { clearRedirectCookie, readCookie, REDIRECT_COOKIE, setSessionCookies } from './authCookies';
import type { IdentityAnswer } from './createIdentityClient';
import { OAUTH_STATE_COOKIE, oauthStateCookieOptions, readOAuthStateCookie } from './oauthStateCookie';
import { ownOrigin } from './requireSameOrigin';

/**
 * The end of a social sign-in: the identity service checks state, binding and the provider's answer; the session
 * goes into the cookies and the browser to the remembered target with the one-shot marker `loggedIn={provider}`.
 * A failed sign-in lands on `/?loginFailed={provider}`, where the shell shows a notice.
 */
export async function finishSocialLogin(
  logger: Logger,
  req: Request,
  res: Response,
  provider: string,
  /** Asks the identity service with the binding secret; null when the callback is incomplete. */
  complete: (secret: string) => Promise<IdentityAnswer<AuthResponse> | null>,
): Promise<void> {
  res.setHeader('cache-control', 'no-store');
  const state = readOAuthStateCookie(req);
  res.clearCookie(OAUTH_STATE_COOKIE, oauthStateCookieOptions(req, provider));
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
