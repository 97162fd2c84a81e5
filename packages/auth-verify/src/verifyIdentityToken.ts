import { identityClaimsSchema, type IdentityClaims } from '@news/contracts/identityToken';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';

export type VerifyIdentityTokenOptions = {
  issuer: string;
  audience: string;
  /** Seconds of clock skew tolerated for exp/iat (default 0). */
  clockTolerance?: number;
};

/** Why a token was refused; `code` is jose's error code (e.g. ERR_JWT_EXPIRED) or one of this module's. */
export class InvalidIdentityTokenError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvalidIdentityTokenError';
  }
}

/** One key resolver per key set, so jose imports a public key once per set instead of on every verification. */
const keyResolvers = new WeakMap<JSONWebKeySet, ReturnType<typeof createLocalJWKSet>>();

function keyResolverFor(jwks: JSONWebKeySet): ReturnType<typeof createLocalJWKSet> {
  let resolver = keyResolvers.get(jwks);
  if (!resolver) {
    resolver = createLocalJWKSet(jwks);
    keyResolvers.set(jwks, resolver);
  }
  return resolver;
}

/** Header parameters that point at other keys: an attacker could supply their own. */
const FORBIDDEN_HEADERS = ['jku', 'jwk', 'x5u', 'x5c'] as const;

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
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new InvalidIdentityTokenError('ERR_JWS_INVALID', 'malformed token');
  }
  if (header.alg !== 'RS256')
    throw new InvalidIdentityTokenError('ERR_JOSE_ALG_NOT_ALLOWED', 'alg must be RS256');
  for (const name of FORBIDDEN_HEADERS) {
    if (name in header)
      throw new InvalidIdentityTokenError('ERR_JOSE_UNSAFE_HEADER', `header ${name} not allowed`);
  }
  if (typeof header.kid !== 'string' || !jwks.keys.some((k) => k.kid === header.kid)) {
    throw new InvalidIdentityTokenError('ERR_JWKS_NO_MATCHING_KEY', 'unknown kid');
  }
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, keyResolverFor(jwks), {
      algorithms: ['RS256'],
      issuer: opts.issuer,
      audience: opts.audience,
      clockTolerance: opts.clockTolerance ?? 0,
      requiredClaims: ['sub', 'exp', 'iat'],
      typ: 'JWT',
    }));
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    throw new InvalidIdentityTokenError(
      typeof code === 'string' ? code : 'ERR_JWT_INVALID',
      (err as Error).message,
    );
  }
  const claims = identityClaimsSchema.safeParse(payload);
  if (!claims.success)
    throw new InvalidIdentityTokenError('ERR_JWT_CLAIM_VALIDATION_FAILED', 'unexpected claims');
  return claims.data;
}
