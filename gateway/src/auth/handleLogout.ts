import { loggedOutUserState } from '@news/contracts/userState';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { clearSessionCookies, ID_COOKIE, readCookie, REFRESH_COOKIE } from './authCookies';
import type { IdentityClient } from './createIdentityClient';
import { requestIp } from './requestIp';

/** GET /api/mein/oauth2/logout: revokes the refresh token and the identity token (deny-list), clears the cookies. */
export function handleLogout(deps: { identity: IdentityClient; logger: Logger }): RequestHandler {
  return async (req, res) => {
    const refreshToken = readCookie(req, REFRESH_COOKIE);
    if (refreshToken)
      await deps.identity
        .logout(refreshToken, requestIp(req), readCookie(req, ID_COOKIE))
        .catch((err) => deps.logger.warn({ err }, 'logout'));
    clearSessionCookies(req, res);
    res.setHeader('cache-control', 'no-store');
    res.json(loggedOutUserState);
  };
}
