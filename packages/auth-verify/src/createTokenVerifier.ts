import type { IdentityClaims } from '@news/contracts/identityToken';
import { decodeProtectedHeader, type JSONWebKeySet } from 'jose';
import { createKeySetCache } from './createKeySetCache';
import { InvalidIdentityTokenError, verifyIdentityToken } from './verifyIdentityToken';

export type TokenVerifier = (token: string) => Promise<IdentityClaims>;

/**
 * Verifies identity tokens against the identity service's JWKS (RS256 pinned, issuer, audience, known kid, no
 * key-carrying headers). The key set is refetched when older than `maxAgeMs` (60 s), so a key the identity service
 * publishes ahead of a rotation is known here before it signs; a failed refetch keeps the last keys. A token with
 * an unknown kid refetches at once, at most once per `unknownKidCooldownMs` (10 s), so forged kids cannot hammer
 * the identity service. Concurrent refetches share one request.
 *
 * A token that verified is remembered (the last `rememberedTokens`, 1000): the same token string is answered with
 * its claims without checking the signature again, as long as it has not expired and its key is still in the
 * current key set. A reader's calls repeat one token until it expires, and a signature check costs more than the
 * rest of a user API call's work.
 *
 * `isRevoked` (createRevokedTokens) is asked on every call, remembered token or not: a token ended by a logout is
 * refused at once, on every replica.
 */
export function createTokenVerifier(opts: {
  fetchJwks: () => Promise<JSONWebKeySet>;
  issuer: string;
  audience: string;
  maxAgeMs?: number;
  unknownKidCooldownMs?: number;
  rememberedTokens?: number;
  now?: () => number;
  isRevoked?: (jti: string) => Promise<boolean>;
}): TokenVerifier {
  const verifyOpts = { issuer: opts.issuer, audience: opts.audience, clockTolerance: 5 };
  const cache = createKeySetCache(opts);
  const verify = (token: string, set: JSONWebKeySet) =>
    cache.verifyWith(set, (keys) => verifyIdentityToken(token, keys, verifyOpts));

  const capacity = opts.rememberedTokens ?? 1000;
  const remembered = new Map<string, { claims: IdentityClaims; kid: string }>();
  const notRevoked = async (claims: IdentityClaims) => {
    if (claims.jti && (await opts.isRevoked?.(claims.jti))) {
      throw new InvalidIdentityTokenError('ERR_JWT_REVOKED', 'token revoked');
    }
    return claims;
  };
  const verifyOnce = async (token: string): Promise<IdentityClaims> => {
    const set = await cache.keys();
    const known = remembered.get(token);
    if (known) {
      // exp is checked against the wall clock, as jose does (without its tolerance)
      if (Date.now() < known.claims.exp * 1000 && set.keys.some((k) => k.kid === known.kid))
        return known.claims;
      remembered.delete(token);
    }
    const claims = Object.freeze(await verify(token, set));
    if (remembered.size >= capacity) remembered.delete(remembered.keys().next().value as string);
    remembered.set(token, { claims, kid: String(decodeProtectedHeader(token).kid) });
    return claims;
  };
  return async (token) => notRevoked(await verifyOnce(token));
}
