import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, createLocalJWKSet } from 'jose';
import type { SigningKeyStore } from './createSigningKeyStore';

const STATE_TTL_SECONDS = 600;
const STATE_TYP = 'oauth-state+jwt';

/** The `state` of an OAuth code flow: a short-lived RS256 JWT naming the provider (signed by the current key). */
export async function signOAuthState(
  keys: SigningKeyStore,
  issuer: string,
  provider: string,
): Promise<string> {
  const { kid, privateKey } = await keys.current();
  return new SignJWT({ provider })
    .setProtectedHeader({ alg: 'RS256', kid, typ: STATE_TYP })
    .setIssuer(issuer)
    .setAudience(`${issuer}#oauth-state`)
    .setIssuedAt()
    .setExpirationTime(`${STATE_TTL_SECONDS}s`)
    .setJti(randomUUID())
    .sign(privateKey);
}

/** True when `state` was signed by this service for `provider` within the last 10 minutes. */
export async function verifyOAuthState(
  keys: SigningKeyStore,
  issuer: string,
  provider: string,
  state: string,
): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(state, createLocalJWKSet(await keys.jwks()), {
      algorithms: ['RS256'],
      issuer,
      audience: `${issuer}#oauth-state`,
      typ: STATE_TYP,
      maxTokenAge: STATE_TTL_SECONDS,
    });
    return payload.provider === provider;
  } catch {
    return false;
  }
}
