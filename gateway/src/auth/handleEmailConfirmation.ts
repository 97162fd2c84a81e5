import type { RequestHandler } from 'express';
import { setSessionCookies } from './authCookies';
import type { IdentityClient } from './createIdentityClient';
import { requestIp } from './requestIp';

/**
 * GET /api/auth/email-confirmation: the confirmation link of the registration mail confirms the address, signs the
 * reader in (the session goes into the cookies) and shows the site with a notice. A used or expired link shows the
 * notice of failure.
 */
export function handleEmailConfirmation(deps: { identity: IdentityClient }): RequestHandler {
  return async (req, res) => {
    const confirmation = typeof req.query.confirmation === 'string' ? req.query.confirmation : '';
    const answer = await deps.identity.confirmEmail(confirmation, requestIp(req));
    res.setHeader('cache-control', 'no-store');
    if (answer.ok) setSessionCookies(req, res, answer.value);
    res.redirect(303, answer.ok ? '/?emailConfirmed=1' : '/?emailConfirmed=0');
  };
}
