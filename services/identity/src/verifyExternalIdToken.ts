import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

const remoteSets = new Map<string, JWTVerifyGetKey>();

/** The key set of an external identity provider: a JWKS object (tests) or its URL (cached, refetched on new kid). */
export function externalKeySet(source: { jwks?: JSONWebKeySet; jwksUrl?: string }): JWTVerifyGetKey {
  if (source.jwks) return createLocalJWKSet(source.jwks);
  if (!source.jwksUrl) throw new Error('identity: no JWKS configured');
  let set = remoteSets.get(source.jwksUrl);
  if (!set) {
    set = createRemoteJWKSet(new URL(source.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    remoteSets.set(source.jwksUrl, set);
  }
  return set;
}

/** Verifies a Google or Apple ID token: RS256 only, issuer and audience checked, exp required. */
export async function verifyExternalIdToken(
  token: string,
  keySet: JWTVerifyGetKey,
  opts: { issuer: string | string[]; audience: string },
): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, keySet, {
    algorithms: ['RS256'],
    issuer: opts.issuer,
    audience: opts.audience,
    requiredClaims: ['sub', 'exp'],
    clockTolerance: 60,
  });
  return payload;
}

/** email_verified may be a boolean or the strings "true"/"false" (Apple); absent counts as `absentMeans`. */
export function emailVerifiedClaim(value: unknown, absentMeans: boolean): boolean {
  if (value === undefined || value === null) return absentMeans;
  return value === true || value === 'true';
}
