import type { JSONWebKeySet } from 'jose';

export type KeySetCacheOptions = {
  fetchJwks: () => Promise<JSONWebKeySet>;
  /** Refetch the key set when it is older than this (default 60 s). */
  maxAgeMs?: number;
  /** A token with an unknown kid refetches at once, at most this often (default 10 s). */
  unknownKidCooldownMs?: number;
  now?: () => number;
};

export type KeySetCache = {
  /** The current key set: fetched on first use, refetched when older than `maxAgeMs` (a failed refetch keeps it). */
  keys(): Promise<JSONWebKeySet>;
  /**
   * Runs `verify` with `set`; when it fails with ERR_JWKS_NO_MATCHING_KEY (a kid the set does not know, e.g. a key
   * published since the last fetch), refetches at once and tries again, at most once per `unknownKidCooldownMs`,
   * so forged kids cannot hammer the key owner.
   */
  verifyWith<T>(set: JSONWebKeySet, verify: (set: JSONWebKeySet) => Promise<T>): Promise<T>;
};

/** A remote JWKS kept in memory for a verifier. Concurrent refetches share one request. */
export function createKeySetCache(opts: KeySetCacheOptions): KeySetCache {
  const now = opts.now ?? (() => Date.now());
  const maxAgeMs = opts.maxAgeMs ?? 60_000;
  const cooldownMs = opts.unknownKidCooldownMs ?? 10_000;
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
  return {
    async keys() {
      if (!jwks) return refetch();
      if (now() - fetchedAt > maxAgeMs) {
        const stale = jwks;
        return refetch().catch(() => stale);
      }
      return jwks;
    },
    async verifyWith(set, verify) {
      try {
        return await verify(set);
      } catch (err) {
        if ((err as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY' || now() - forcedAt < cooldownMs) {
          throw err;
        }
        forcedAt = now();
        return verify(await refetch());
      }
    },
  };
}
