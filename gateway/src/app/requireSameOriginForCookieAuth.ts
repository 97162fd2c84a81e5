import type { RequestHandler } from 'express';
import { requireSameOrigin } from '../auth/requireSameOrigin';

/**
 * CSRF protection for an upstream that the gateway authenticates from the session cookie (the cookie becomes
 * `Authorization: Bearer` in mountUpstreams): a state-changing request without its own Authorization header must
 * come from this site's pages (Origin check). A request that brings its own bearer token is not riding on the
 * cookie, and a foreign page cannot add that header without a CORS preflight, which the gateway never allows.
 */
export function requireSameOriginForCookieAuth(): RequestHandler {
  const sameOrigin = requireSameOrigin();
  return (req, res, next) => (req.headers.authorization ? next() : sameOrigin(req, res, next));
}
