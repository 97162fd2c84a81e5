import { createTokenVerifier } from '@news/auth-verify/createTokenVerifier';
import type { IdentityRole } from '@news/contracts/identityToken';
import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import express from 'express';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createUsersService, type UsersServiceOptions } from './createUsersService';

const ISSUER = 'http://localhost:3000/cms';
const AUDIENCE = 'news-site';
const KID = 'users-test-key';

export const TEST_WEBHOOK_SECRET = 'users-test-webhook-secret-of-32-characters';
export const TEST_INTERNAL_TOKEN = 'users-test-internal-token';

type TokenOptions = { roles?: IdentityRole[]; expiresIn?: string | number; issuer?: string; email?: string };

/**
 * For tests only: the users service at `/user-api` on a fresh test database, verifying real RS256 tokens of a
 * local key pair (`tokenFor`); `foreignTokenFor` signs with a key the service does not know.
 */
export async function createTestUsersApp(
  opts: Pick<UsersServiceOptions, 'mailer' | 'newsletterLimits'> = {},
): Promise<{
  app: express.Express;
  db: Db;
  tokenFor(ssoId: string, opts?: TokenOptions): Promise<string>;
  foreignTokenFor(ssoId: string): Promise<string>;
  close(): Promise<void>;
}> {
  const own = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(own.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] };
  const verify = createTokenVerifier({ fetchJwks: async () => jwks, issuer: ISSUER, audience: AUDIENCE });
  const db = await createTestDb();
  const app = express().use(
    '/user-api',
    await createUsersService({
      db,
      verify,
      webhookSecret: TEST_WEBHOOK_SECRET,
      internalToken: TEST_INTERNAL_TOKEN,
      mailer: opts.mailer ?? { sendMail: async () => undefined },
      newsletterLimits: opts.newsletterLimits,
    }),
  );

  const sign = (key: CryptoKey, ssoId: string, opts: TokenOptions = {}) =>
    new SignJWT({ email: opts.email ?? 'leser@example.com', email_verified: true, roles: opts.roles ?? [] })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setSubject(ssoId)
      .setIssuer(opts.issuer ?? ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '10m')
      .sign(key);

  return {
    app,
    db,
    tokenFor: (ssoId, opts) => sign(own.privateKey, ssoId, opts),
    foreignTokenFor: (ssoId) => sign(foreign.privateKey, ssoId),
    close: () => db.close(),
  };
}
