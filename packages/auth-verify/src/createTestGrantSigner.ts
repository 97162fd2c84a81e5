import { GRANT_AUDIENCE, GRANT_ISSUER } from '@news/contracts/paywallApi';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';
import { createGrantVerifier, type GrantVerifier } from './createGrantVerifier';

export type TestGrant = {
  art: number;
  man: string;
  sub?: string;
  /** Seconds from now until it expires (negative: expired that long ago); default 60. */
  expiresIn?: number;
  issuer?: string;
  audience?: string;
};

/**
 * For tests only: an ES256 key pair standing in for the paywall service's, its JWKS, a verifier over it and
 * `grantFor`, which signs content grants with it as the paywall service does.
 */
export async function createTestGrantSigner(): Promise<{
  kid: string;
  privateKey: CryptoKey;
  jwks: JSONWebKeySet;
  verifyGrant: GrantVerifier;
  grantFor(grant: TestGrant, key?: CryptoKey): Promise<string>;
}> {
  const kid = 'test-grant-key';
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }] };
  const now = () => Math.floor(Date.now() / 1000);
  return {
    kid,
    privateKey,
    jwks,
    verifyGrant: createGrantVerifier({ fetchJwks: async () => jwks }),
    grantFor: (grant, key = privateKey) =>
      new SignJWT({ art: grant.art, man: grant.man })
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .setIssuer(grant.issuer ?? GRANT_ISSUER)
        .setAudience(grant.audience ?? GRANT_AUDIENCE)
        .setSubject(grant.sub ?? 'de300000-0000-4000-8000-000000000003')
        .setIssuedAt(now() + Math.min(0, grant.expiresIn ?? 60) - 10)
        .setExpirationTime(now() + (grant.expiresIn ?? 60))
        .sign(key),
  };
}
