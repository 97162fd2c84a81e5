import { hasInternalToken } from '@news/auth-verify/hasInternalToken';
import type { RequestHandler } from 'express';
import { UserApiError } from './UserApiError';

/**
 * Calls only the gateway makes (it names the newsletter's title and the brand's origin for the mail, which only it
 * knows): they carry its internal token (`x-internal-token`); anyone else gets 403 `internal_only`.
 */
export function requireInternalCaller(internalToken: string): RequestHandler {
  return (req, _res, next) => {
    if (!hasInternalToken(req.get('x-internal-token'), internalToken))
      throw new UserApiError(403, 'internal_only', 'Dieser Aufruf ist der Website selbst vorbehalten.');
    next();
  };
}
