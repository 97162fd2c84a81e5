import express, { type Request, type Response, type Router } from 'express';
import type { AuthResponse } from '@news/contracts/identityApi';
import { ID_COOKIE, readCookie, REFRESH_COOKIE, setSessionCookies } from './authCookies';
import type { IdentityAnswer, IdentityClient } from './createIdentityClient';
import type { SessionResolver } from './createSessionResolver';
import { loginRequired } from './loginRequired';
import { requestIp } from './requestIp';
import { requireSameOrigin } from './requireSameOrigin';

/**
 * The two identity calls that answer fresh tokens to a reader who is already signed in (PATCH /cms/users/me,
 * POST /cms/auth/change-password). Made with the session cookies only, the gateway makes them on the reader's
 * behalf: the new tokens go into the httpOnly cookies and the page hears `{ user }`, never a token. A call with its
 * own Authorization header (an app holding its own tokens) goes to the identity service unchanged.
 */
export function createCmsSessionRouter(deps: {
  identity: IdentityClient;
  resolveSession: SessionResolver;
}): Router {
  const { identity, resolveSession } = deps;
  const router = express.Router();
  const byCookie = (req: Request) =>
    !req.headers.authorization &&
    (readCookie(req, ID_COOKIE) !== undefined || readCookie(req, REFRESH_COOKIE) !== undefined) &&
    req.is('application/json') === 'application/json';

  const onReadersBehalf =
    (call: (body: unknown, ip: string, jwt: string) => Promise<IdentityAnswer<AuthResponse>>) =>
    async (req: Request, res: Response): Promise<void> => {
      const reader = await resolveSession(req, res);
      if (!reader) {
        res.status(401).json(loginRequired);
        return;
      }
      const answer = await call(req.body, requestIp(req), reader.jwt);
      if (!answer.ok) {
        res.status(answer.status).json(answer.body);
        return;
      }
      setSessionCookies(req, res, answer.value);
      res.setHeader('cache-control', 'no-store');
      res.json({ user: answer.value.user });
    };

  // anything else (or a call with its own token) passes on untouched, its body unread
  const onlyByCookie = (req: Request, _res: Response, next: (route?: 'route') => void) =>
    next(byCookie(req) ? undefined : 'route');
  const parse = [onlyByCookie, requireSameOrigin(), express.json({ limit: '16kb' })];
  router.patch('/users/me', parse, onReadersBehalf(identity.updateProfile));
  router.post('/auth/change-password', parse, onReadersBehalf(identity.changePassword));
  return router;
}
