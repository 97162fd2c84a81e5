import type { ContentGrantClaims } from '@news/contracts/paywallApi';
import type { JSONWebKeySet } from 'jose';
import { createKeySetCache } from './createKeySetCache';
import { fetchJwks } from './createTokenVerifierFromEnv';
import { verifyContentGrant } from './verifyContentGrant';

/** Verifies a content grant (see verifyContentGrant); rejects with InvalidGrantError. */
export type GrantVerifier = (token: string) => Promise<ContentGrantClaims>;

/** The gateway's path of the paywall service's keys: works whether the paywall runs in the gateway or on its own. */
export const DEFAULT_PAYWALL_JWKS_URL = 'http://127.0.0.1:3000/paywall/.well-known/jwks.json';

/**
 * Verifies content grants against the paywall service's JWKS, fetched by `fetchJwks` and kept like the identity
 * keys (createKeySetCache: refetched after `maxAgeMs`, at once for an unknown kid at most every
 * `unknownKidCooldownMs`).
 */
export function createGrantVerifier(opts: {
  fetchJwks: () => Promise<JSONWebKeySet>;
  maxAgeMs?: number;
  unknownKidCooldownMs?: number;
  now?: () => number;
}): GrantVerifier {
  const cache = createKeySetCache(opts);
  return async (token) => cache.verifyWith(await cache.keys(), (keys) => verifyContentGrant(token, keys));
}

/** A grant verifier for a service of its own: keys from `PAYWALL_JWKS_URL` (default DEFAULT_PAYWALL_JWKS_URL). */
export function createGrantVerifierFromEnv(env: NodeJS.ProcessEnv): GrantVerifier {
  const url = env.PAYWALL_JWKS_URL?.trim() || DEFAULT_PAYWALL_JWKS_URL;
  return createGrantVerifier({ fetchJwks: () => fetchJwks(url) });
}
