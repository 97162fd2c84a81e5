import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT, createLocalJWKSet } from 'jose';
import { bindingOf } from '@news/contracts/oauthBinding';
import type { SigningKeyStore } from './createSigningKeyStore';

const STATE_TTL_SECONDS = 600;
const STATE_TYP = 'oauth-state+jwt';

const sha256url = (s: string) => createHash('sha256').update(s).digest('base64url');

/** The OpenID `nonce` sent to the provider for a binding; the provider's ID token must carry it back. */
export const nonceOf = (binding: string): string => sha256url(`nonce:${binding}`);

/**
 * The `state` of a social sign-in: a short-lived RS256 JWT (signed by the current key) naming the provider and the
 * browser binding (packages/contracts/src/oauthBinding.ts).
 */
export async function signOAuthState(
  keys: SigningKeyStore,
  issuer: string,
  provider: string,
  binding: string,
): Promise<string> {
  const { kid, privateKey } = await keys.current();
  return new SignJWT({ provider, bnd: binding })
    .setProtectedHeader({ alg: 'RS256', kid, typ: STATE_TYP })
    .setIssuer(issuer)
    .setAudience(`${issuer}#oauth-state`)
    .setIssuedAt()
    .setExpirationTime(`${STATE_TTL_SECONDS}s`)
    .setJti(randomUUID())
    .sign(privateKey);
}

/**
 * The binding of `state` when it was signed by this service for `provider` within the last 10 minutes and
 * `bindingSecret` is the secret it was bound to; otherwise undefined.
 */
export async function verifyOAuthState(
  keys: SigningKeyStore,
  issuer: string,
  provider: string,
  state: string,
  bindingSecret: string,
): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(state, createLocalJWKSet(await keys.jwks()), {
      algorithms: ['RS256'],
      issuer,
      audience: `${issuer}#oauth-state`,
      typ: STATE_TYP,
      maxTokenAge: STATE_TTL_SECONDS,
    });
    if (payload.provider !== provider || typeof payload.bnd !== 'string') return undefined;
    const expected = Buffer.from(payload.bnd);
    const presented = Buffer.from(bindingOf(bindingSecret));
    return expected.length === presented.length && timingSafeEqual(expected, presented)
      ? payload.bnd
      : undefined;
  } catch {
    return undefined;
  }
}
