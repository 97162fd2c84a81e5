import type { Mandator } from '@news/config/mandators';
import { identityUserSchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import type { IdentityClient } from '../auth/createIdentityClient';
import type { SessionResolver } from '../auth/createSessionResolver';
import { requestIp } from '../auth/requestIp';
import { upstreamUnavailable, type UsersClient } from './createUsersClient';
import { requireAccountReader } from './requireAccountReader';

/** GET /api/account/export: all data stored about the reader, as a JSON download (GDPR Art. 15 and 20). */
export function handleAccountExport(deps: {
  identity: IdentityClient;
  users: UsersClient;
  resolveSession: SessionResolver;
}): RequestHandler {
  return async (req, res) => {
    const me = await requireAccountReader(deps.resolveSession, req, res);
    if (!me) return;
    const account = identityUserSchema.safeParse(await deps.identity.me(me.jwt, requestIp(req)));
    const mandator = res.locals.mandator as Mandator;
    const userData = await deps.users.personalData(mandator.id, me.claims.sub, me.jwt);
    if (!account.success || !userData.ok) {
      res.status(502).json(upstreamUnavailable);
      return;
    }
    res.setHeader('content-disposition', 'attachment; filename="meine-daten.json"');
    res.json({ exportedAt: new Date().toISOString(), account: account.data, userData: userData.value });
  };
}
