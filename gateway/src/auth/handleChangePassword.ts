import { apiError } from '@news/contracts/apiError';
import { authResponseSchema } from '@news/contracts/identityApi';
import type { TokenVerifier } from '@news/auth-verify/createTokenVerifier';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { setSessionCookies } from './authCookies';
import type { IdentityClient } from './createIdentityClient';
import type { SessionResolver } from './createSessionResolver';
import { loginRequired } from './loginRequired';
import { requestIp } from './requestIp';
import { sendReaderState } from './sendReaderState';

/** POST /api/auth/change-password: ends the other sessions; the fresh tokens go into the cookies, never to the page. */
export function handleChangePassword(deps: {
  identity: IdentityClient;
  resolveSession: SessionResolver;
  verify: TokenVerifier;
  logger: Logger;
}): RequestHandler {
  return async (req, res) => {
    const reader = await deps.resolveSession(req, res);
    if (!reader) {
      res.status(401).json(loginRequired);
      return;
    }
    const answer = await deps.identity.passThrough(
      '/auth/change-password',
      req.body,
      requestIp(req),
      reader.jwt,
    );
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
    await sendReaderState(deps, res, session.data.jwt);
  };
}
