import { createTokenVerifier } from '@news/auth-verify/createTokenVerifier';
import type { IdentityRole } from '@news/contracts/identityToken';
import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import express from 'express';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { GoogleLinkingVerifier } from './createGoogleLinkingVerifier';
import { createPaywallService } from './createPaywallService';

const ISSUER = 'http://localhost:3000/cms';
const AUDIENCE = 'news-site';
const KID = 'paywall-test-identity-key';
export const TEST_INTERNAL_TOKEN = 'paywall-test-internal-token';

export type TestTokenOptions = {
  roles?: IdentityRole[];
  emailVerified?: boolean;
  expiresIn?: string | number;
};

/**
 * For tests only: the paywall service at `/paywall` on a fresh test database (or `db`), verifying real RS256
 * identity tokens of a local key pair (`tokenFor`); `foreignTokenFor` signs with a key the service does not know.
 * The service trusts TEST_INTERNAL_TOKEN.
 */
export async function createTestPaywallApp(
  opts: { db?: Db; googleLinking?: GoogleLinkingVerifier; giftLinkTtlSeconds?: number } = {},
): Promise<{
  app: express.Express;
  db: Db;
  tokenFor(ssoId: string, opts?: TestTokenOptions): Promise<string>;
  foreignTokenFor(ssoId: string, opts?: TestTokenOptions): Promise<string>;
  close(): Promise<void>;
}> {
  const own = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(own.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] };
  const verify = createTokenVerifier({ fetchJwks: async () => jwks, issuer: ISSUER, audience: AUDIENCE });
  const db = opts.db ?? (await createTestDb());
  const app = express().use(
    '/paywall',
    await createPaywallService({
      db,
      verify,
      internalToken: TEST_INTERNAL_TOKEN,
      ...(opts.googleLinking ? { googleLinking: opts.googleLinking } : {}),
      ...(opts.giftLinkTtlSeconds ? { giftLinkTtlSeconds: opts.giftLinkTtlSeconds } : {}),
    }),
  );
  const sign = (key: CryptoKey, ssoId: string, o: TestTokenOptions = {}) =>
    new SignJWT({ email: 'leser@example.com', email_verified: o.emailVerified ?? true, roles: o.roles ?? [] })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setSubject(ssoId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(o.expiresIn ?? '10m')
      .sign(key);
  return {
    app,
    db,
    tokenFor: (ssoId, o) => sign(own.privateKey, ssoId, o),
    foreignTokenFor: (ssoId, o) => sign(foreign.privateKey, ssoId, o),
    close: () => db.close(),
  };
}
