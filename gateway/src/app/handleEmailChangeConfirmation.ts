import type { RequestHandler } from 'express';
import type { IdentityClient } from '../auth/createIdentityClient';
import { requestIp } from '../auth/requestIp';

/** GET /api/auth/email-change-confirmation: the link of the e-mail change mail; confirms, then /account with a notice. */
export function handleEmailChangeConfirmation(deps: { identity: IdentityClient }): RequestHandler {
  return async (req, res) => {
    const code = typeof req.query.code === 'string' ? req.query.code : '';
    const answer = await deps.identity.passThrough(
      `/auth/email-change-confirmation?code=${encodeURIComponent(code)}`,
      undefined,
      requestIp(req),
    );
    res.redirect(303, answer.status === 200 ? '/account?emailChanged=1' : '/account?emailChanged=0');
  };
}
