import {
  createLocalJWKSet,
  decodeProtectedHeader,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';

export type VerifySignedJwtOptions = {
  /** The one algorithm accepted (pinned): a token with any other `alg`, `none` included, is refused. */
  algorithm: 'RS256' | 'ES256';
  issuer: string;
  audience: string;
  /** Seconds of clock skew tolerated for exp/iat (default 0). */
  clockTolerance?: number;
  requiredClaims?: string[];
};

/** Why a token was refused: `code` is jose's error code (e.g. ERR_JWT_EXPIRED) or one of the checks below. */
export type TokenFailure = (code: string, message: string) => Error;

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
 * Verifies a compact JWT against a key set: the algorithm pinned, `kid` must name a key of the set, no header may
 * carry or point to a key (`jku`, `jwk`, `x5u`, `x5c`), `typ` JWT, issuer and audience must match. Answers the
 * payload; the caller checks its shape. Failures are thrown as `fail(code, message)`.
 */
export async function verifySignedJwt(
  token: string,
  jwks: JSONWebKeySet,
  opts: VerifySignedJwtOptions,
  fail: TokenFailure,
): Promise<JWTPayload> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw fail('ERR_JWS_INVALID', 'malformed token');
  }
  if (header.alg !== opts.algorithm) throw fail('ERR_JOSE_ALG_NOT_ALLOWED', `alg must be ${opts.algorithm}`);
  for (const name of FORBIDDEN_HEADERS) {
    if (name in header) throw fail('ERR_JOSE_UNSAFE_HEADER', `header ${name} not allowed`);
  }
  if (typeof header.kid !== 'string' || !jwks.keys.some((k) => k.kid === header.kid)) {
    throw fail('ERR_JWKS_NO_MATCHING_KEY', 'unknown kid');
  }
  try {
    const { payload } = await jwtVerify(token, keyResolverFor(jwks), {
      algorithms: [opts.algorithm],
      issuer: opts.issuer,
      audience: opts.audience,
      clockTolerance: opts.clockTolerance ?? 0,
      requiredClaims: opts.requiredClaims ?? ['exp', 'iat'],
      typ: 'JWT',
    });
    return payload;
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    throw fail(typeof code === 'string' ? code : 'ERR_JWT_INVALID', (err as Error).message);
  }
}
