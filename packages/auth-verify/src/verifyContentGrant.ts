import {
  contentGrantClaimsSchema,
  GRANT_AUDIENCE,
  GRANT_ISSUER,
  type ContentGrantClaims,
} from '@news/contracts/paywallApi';
import type { JSONWebKeySet } from 'jose';
import { verifySignedJwt } from './verifySignedJwt';

/** Why a content grant was refused; `code` is jose's error code (e.g. ERR_JWT_EXPIRED) or one of verifySignedJwt's. */
export class InvalidGrantError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvalidGrantError';
  }
}

/**
 * Verifies a content grant of the paywall service against its JWKS: ES256 pinned (`none`, HS256 and every other
 * algorithm refused), known kid, no key-carrying header, issuer GRANT_ISSUER, audience GRANT_AUDIENCE, not expired,
 * claims of contentGrantClaimsSchema. Which article and brand it opens is the caller's check. Throws
 * InvalidGrantError.
 */
export async function verifyContentGrant(token: string, jwks: JSONWebKeySet): Promise<ContentGrantClaims> {
  const payload = await verifySignedJwt(
    token,
    jwks,
    {
      algorithm: 'ES256',
      issuer: GRANT_ISSUER,
      audience: GRANT_AUDIENCE,
      clockTolerance: 5,
      requiredClaims: ['sub', 'exp', 'iat'],
    },
    (code, message) => new InvalidGrantError(code, message),
  );
  const claims = contentGrantClaimsSchema.safeParse(payload);
  if (!claims.success) throw new InvalidGrantError('ERR_JWT_CLAIM_VALIDATION_FAILED', 'unexpected claims');
  return claims.data;
}
