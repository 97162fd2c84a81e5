import { readBearerToken } from '@news/auth-verify/readBearerToken';
import type { TokenVerifier } from '@news/auth-verify/createTokenVerifier';
import { getMandator, type Mandator } from '@news/config/mandators';
import type { IdentityRole } from '@news/contracts/identityToken';
import type { RequestHandler, Response } from 'express';
import { UserApiError } from './UserApiError';

/** Whose data a request of the user API may touch: the verified reader (and the account's address), for one brand. */
export type UserContext = { ssoId: string; email: string; mandator: Mandator; roles: IdentityRole[] };

/**
 * Guards `/mandators/:mandator/users/:ssoId`: the brand must exist (404), the request must carry a valid identity
 * token (401) and the token's subject must be the ssoId of the path (403). The service trusts nothing but the
 * verified token: not the gateway, not a header. On success `userOf(res)` answers the reader.
 */
export function authorizeUser(verify: TokenVerifier): RequestHandler<{ mandator: string; ssoId: string }> {
  return async (req, res, next) => {
    const mandator = getMandator(req.params.mandator);
    if (!mandator) throw new UserApiError(404, 'unknown_mandator', 'Dieses Angebot gibt es nicht.');
    const token = readBearerToken(req.get('authorization'));
    const claims = token ? await verify(token).catch(() => undefined) : undefined;
    if (!claims) {
      res.setHeader('www-authenticate', 'Bearer');
      throw new UserApiError(401, 'login_required', 'Bitte melden Sie sich an.');
    }
    if (claims.sub.toLowerCase() !== req.params.ssoId.toLowerCase()) {
      throw new UserApiError(403, 'forbidden', 'Sie können nur Ihre eigenen Daten abrufen und ändern.');
    }
    res.locals.user = {
      ssoId: claims.sub.toLowerCase(),
      email: claims.email.toLowerCase(),
      mandator,
      roles: claims.roles,
    } satisfies UserContext;
    next();
  };
}

export function userOf(res: Response): UserContext {
  return res.locals.user as UserContext;
}
