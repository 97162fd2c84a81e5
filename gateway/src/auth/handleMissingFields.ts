import { identityUserSchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import type { IdentityClient } from './createIdentityClient';
import type { SessionResolver } from './createSessionResolver';
import { loginRequired } from './loginRequired';
import { requestIp } from './requestIp';

/**
 * GET /api/mein/oauth2/registration/form/missing-fields: which registration fields the logged-in reader still has
 * to fill in (complete-registration dialog).
 */
export function handleMissingFields(deps: {
  identity: IdentityClient;
  resolveSession: SessionResolver;
}): RequestHandler {
  return async (req, res) => {
    const reader = await deps.resolveSession(req, res);
    const me = reader
      ? identityUserSchema.safeParse(await deps.identity.me(reader.jwt, requestIp(req)))
      : null;
    if (!me?.success) {
      res.status(401).json(loginRequired);
      return;
    }
    // A salutation of 'none' is the reader's answer "Keine Angabe"; only null means not asked yet.
    const missingFields = (['salutation', 'firstName', 'lastName'] as const).filter((field) => {
      const value = me.data[field];
      return value === null || value === '';
    });
    res.json({ missingFields });
  };
}
