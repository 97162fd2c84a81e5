import { readBearerToken } from '@news/auth-verify/readBearerToken';
import type { IdentityClaims } from '@news/contracts/identityToken';
import type { Request } from 'express';
import { PaymentsHttpError } from './PaymentsHttpError';

/**
 * The reader of a request: the claims of the verified identity token (`Authorization: Bearer`), else 401. Without a
 * verifier every reader endpoint answers 503: the service trusts nobody it cannot check.
 */
export function authenticateReader(
  verifyToken: ((token: string) => Promise<IdentityClaims>) | undefined,
): (req: Request) => Promise<IdentityClaims> {
  return async (req) => {
    if (!verifyToken) throw new PaymentsHttpError('identity_verification_unavailable');
    const token = readBearerToken(req.get('authorization'));
    if (!token) throw new PaymentsHttpError('unauthorized');
    try {
      return await verifyToken(token);
    } catch {
      throw new PaymentsHttpError('unauthorized');
    }
  };
}
