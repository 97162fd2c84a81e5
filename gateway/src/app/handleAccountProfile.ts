import { identityUserSchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import type { IdentityClient } from '../auth/createIdentityClient';
import type { SessionResolver } from '../auth/createSessionResolver';
import { requestIp } from '../auth/requestIp';
import { upstreamUnavailable } from './createUsersClient';
import { requireAccountReader } from './requireAccountReader';

/** GET /api/account/profile: the profile as /account shows and edits it (the session carries no salutation). */
export function handleAccountProfile(deps: {
  identity: IdentityClient;
  resolveSession: SessionResolver;
}): RequestHandler {
  return async (req, res) => {
    const me = await requireAccountReader(deps.resolveSession, req, res);
    if (!me) return;
    const account = identityUserSchema.safeParse(await deps.identity.me(me.jwt, requestIp(req)));
    if (!account.success) {
      res.status(502).json(upstreamUnavailable);
      return;
    }
    const { salutation, firstName, lastName, email, emailVerified } = account.data;
    res.json({ salutation, firstName, lastName, email, emailVerified });
  };
}
