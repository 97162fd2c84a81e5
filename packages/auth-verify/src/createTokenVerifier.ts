import type { IdentityClaims } from '@news/contracts/identityToken';
import { verifyIdentityToken } from './verifyIdentityToken';
import type { JSONWebKeySet } from 'jose';

export type TokenVerifier = (token: string) => Promise<IdentityClaims>;

/**
 * Verifies identity tokens against the identity service's JWKS (RS256 pinned, issuer, audience, known kid, no
 * key-carrying headers). The key set is refetched when older than `maxAgeMs` (60 s), so a key the identity service
 * publishes ahead of a rotation is known here before it signs; a failed refetch keeps the last keys. A token with
 * an unknown kid refetches at once, at most once per `unknownKidCooldownMs` (10 s), so forged kids cannot hammer
 * the identity service. Concurrent refetches share one request.
 */
export function createTokenVerifier(opts: {
  fetchJwks: () => Promise<JSONWebKeySet>;
  issuer: string;
  audience: string;
  maxAgeMs?: number;
  unknownKidCooldownMs?: number;
  now?: () => number;
}): TokenVerifier {
  const now = opts.now ?? (() => Date.now());
  const maxAgeMs = opts.maxAgeMs ?? 60_000;
  const cooldownMs = opts.unknownKidCooldownMs ?? 10_000;
  const verifyOpts = { issuer: opts.issuer, audience: opts.audience, clockTolerance: 5 };
  let jwks: JSONWebKeySet | null = null;
  let fetchedAt = 0;
  let forcedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<JSONWebKeySet> | null = null;
  const refetch = () =>
    (pending ??= opts
      .fetchJwks()
      .then((set) => {
        jwks = set;
        fetchedAt = now();
        return set;
      })
      .finally(() => {
        pending = null;
      }));
  const keys = async (): Promise<JSONWebKeySet> => {
    if (!jwks) return refetch();
    if (now() - fetchedAt > maxAgeMs) {
      const stale = jwks;
      return refetch().catch(() => stale);
    }
    return jwks;
  };
  return async (token) => {
    try {
      return await verifyIdentityToken(token, await keys(), verifyOpts);
    } catch (err) {
      if ((err as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY' || now() - forcedAt < cooldownMs) {
        throw err;
      }
      forcedAt = now();
      return verifyIdentityToken(token, await refetch(), verifyOpts);
    }
  };
}
