import type { IdentityClaims } from '@news/contracts/identityToken';
import { verifyIdentityToken } from '@news/contracts/verifyIdentityToken';
import type { JSONWebKeySet } from 'jose';

export type TokenVerifier = (token: string) => Promise<IdentityClaims>;

/**
 * Verifies identity tokens against the identity service's JWKS (RS256 pinned, issuer, audience, known kid, no
 * key-carrying headers). The key set is cached; an unknown kid refetches it at most every 30 seconds, so a key
 * rotation is picked up without letting forged kids hammer the identity service.
 */
export function createTokenVerifier(opts: {
  fetchJwks: () => Promise<JSONWebKeySet>;
  issuer: string;
  audience: string;
}): TokenVerifier {
  let jwks: JSONWebKeySet | null = null;
  let fetchedAt = 0;
  const load = async (force: boolean) => {
    if (!jwks || (force && Date.now() - fetchedAt > 30_000)) {
      jwks = await opts.fetchJwks();
      fetchedAt = Date.now();
    }
    return jwks;
  };
  return async (token) => {
    const keys = await load(false);
    try {
      return await verifyIdentityToken(token, keys, {
        issuer: opts.issuer,
        audience: opts.audience,
        clockTolerance: 5,
      });
    } catch (err) {
      if ((err as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY') throw err;
      const fresh = await load(true);
      return verifyIdentityToken(token, fresh, {
        issuer: opts.issuer,
        audience: opts.audience,
        clockTolerance: 5,
      });
    }
  };
}
