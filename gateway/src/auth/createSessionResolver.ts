import type { IdentityClaims } from '@news/contracts/identityToken';
import type { RefreshResponse } from '@news/contracts/identityApi';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { createSingleFlight } from '../images/createSingleFlight';
import { clearSessionCookies, ID_COOKIE, readCookie, REFRESH_COOKIE, setSessionCookies } from './authCookies';
import type { IdentityAnswer, IdentityClient } from './createIdentityClient';
import type { TokenVerifier } from '@news/auth-verify/createTokenVerifier';

/** The reader behind a request: the verified identity token and its claims. */
export type ReaderSession = { jwt: string; claims: IdentityClaims };

/**
 * The reader's session from the cookies, renewed through the refresh cookie when the identity token is expired,
 * missing or invalid (or a refresh is forced). Renewed tokens are set as cookies on `res`. Answers null for an
 * anonymous reader; a refused refresh ends the session (cookies cleared), an unreachable identity service does not.
 */
export type SessionResolver = (
  req: Request,
  res: Response,
  opts?: { forceRefresh?: boolean },
) => Promise<ReaderSession | null>;

export function createSessionResolver(deps: {
  identity: IdentityClient;
  verify: TokenVerifier;
  logger: Logger;
}): SessionResolver {
  const { identity, verify, logger } = deps;
  // Parallel requests of one reader (tabs, a page's many calls) share one refresh per process; across replicas the
  // identity service's rotation grace window answers the late ones.
  const refreshes = createSingleFlight<IdentityAnswer<RefreshResponse>>();

  const verified = async (jwt: string) => {
    try {
      return { jwt, claims: await verify(jwt) };
    } catch {
      return null;
    }
  };

  return async (req, res, opts = {}) => {
    const jwt = readCookie(req, ID_COOKIE);
    if (jwt && !opts.forceRefresh) {
      const session = await verified(jwt);
      if (session) return session;
    }
    const refreshToken = readCookie(req, REFRESH_COOKIE);
    if (!refreshToken) {
      if (jwt) clearSessionCookies(req, res);
      return null;
    }
    let answer: IdentityAnswer<RefreshResponse>;
    try {
      answer = await refreshes.run(refreshToken, () => identity.refresh(refreshToken, req.ip ?? '0.0.0.0'));
    } catch (err) {
      logger.warn({ err }, 'refresh unavailable, request goes on anonymously');
      return null;
    }
    if (!answer.ok) {
      if (answer.status >= 500) {
        logger.warn({ status: answer.status }, 'refresh unavailable, request goes on anonymously');
        return null;
      }
      logger.info({ status: answer.status }, 'refresh refused, session ended');
      clearSessionCookies(req, res);
      return null;
    }
    setSessionCookies(req, res, answer.value);
    return verified(answer.value.jwt);
  };
}
