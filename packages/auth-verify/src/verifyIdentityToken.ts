import { identityClaimsSchema, type IdentityClaims } from '@news/contracts/identityToken';
import type { JSONWebKeySet } from 'jose';
import { verifySignedJwt } from './verifySignedJwt';

export type VerifyIdentityTokenOptions = {
  issuer: string;
  audience: string;
  /** Seconds of clock skew tolerated for exp/iat (default 0). */
  clockTolerance?: number;
};

/** Why a token was refused; `code` is jose's error code (e.g. ERR_JWT_EXPIRED) or one of verifySignedJwt's. */
export class InvalidIdentityTokenError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvalidIdentityTokenError';
  }
}

/**
 * Verifies an identity token against a JWKS: algorithm pinned to RS256, `kid` must name a key of the set, no
 * header may carry or point to a key (`jku`, `jwk`, `x5u`, `x5c`), issuer and audience must match, and the claims
 * must fit identityClaimsSchema. Throws InvalidIdentityTokenError.
 */
export async function verifyIdentityToken(
  token: string,
  jwks: JSONWebKeySet,
  opts: VerifyIdentityTokenOptions,
): Promise<IdentityClaims> {
  const payload = await verifySignedJwt(
    token,
    jwks,
    { algorithm: 'RS256', requiredClaims: ['sub', 'exp', 'iat'], ...opts },
    (code, message) => new InvalidIdentityTokenError(code, message),
  );
  const claims = identityClaimsSchema.safeParse(payload);
  if (!claims.success)
    throw new InvalidIdentityTokenError('ERR_JWT_CLAIM_VALIDATION_FAILED', 'unexpected claims');
  return claims.data;
}
