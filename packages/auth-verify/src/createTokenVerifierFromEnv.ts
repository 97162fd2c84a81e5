import { jsonWebKeySetSchema } from '@news/contracts/identityToken';
import type { JSONWebKeySet } from 'jose';
import { createTokenVerifier, type TokenVerifier } from './createTokenVerifier';

export const DEFAULT_IDENTITY_ISSUER = 'http://localhost:3000/cms';
export const DEFAULT_IDENTITY_AUDIENCE = 'news-site';
/** The gateway's path of the identity keys: works whether identity runs in the gateway or on its own. */
export const DEFAULT_IDENTITY_JWKS_URL = 'http://127.0.0.1:3000/cms/.well-known/jwks.json';

const optional = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/** Loads a key set over HTTP; anything but a 200 with a JWKS body is an error. */
export async function fetchJwks(url: string): Promise<JSONWebKeySet> {
  const res = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`JWKS ${url} answered ${res.status}`);
  return jsonWebKeySetSchema.parse(await res.json()) as JSONWebKeySet;
}

/**
 * A verifier for a service running as its own process: keys from `IDENTITY_JWKS_URL`, issuer and audience from
 * `IDENTITY_ISSUER` and `IDENTITY_AUDIENCE` (the gateway's variables, same defaults); `isRevoked` as in
 * createTokenVerifier.
 */
export function createTokenVerifierFromEnv(
  env: NodeJS.ProcessEnv,
  isRevoked?: (jti: string) => Promise<boolean>,
): TokenVerifier {
  const jwksUrl = optional(env.IDENTITY_JWKS_URL) ?? DEFAULT_IDENTITY_JWKS_URL;
  return createTokenVerifier({
    fetchJwks: () => fetchJwks(jwksUrl),
    issuer: optional(env.IDENTITY_ISSUER) ?? DEFAULT_IDENTITY_ISSUER,
    audience: optional(env.IDENTITY_AUDIENCE) ?? DEFAULT_IDENTITY_AUDIENCE,
    isRevoked,
  });
}
