import type { Db } from '@news/db/createDb';
import { importJWK, SignJWT, type JWK, type JWTHeaderParameters, type JWTPayload } from 'jose';

/**
 * For tests only: signs a token with the identity service's current signing key (read from the test database,
 * stored unencrypted there), so a test can mint expired or otherwise wrong tokens that carry a real signature.
 */
export async function signTestIdentityToken(
  db: Db,
  opts: {
    sub: string;
    email: string;
    claims?: JWTPayload;
    header?: Partial<JWTHeaderParameters>;
    issuer?: string;
    audience?: string;
    expiresAt?: number;
  },
): Promise<string> {
  const { rows } = await db.query<{ kid: string; private_jwk: string }>(
    `select kid, private_jwk from identity.signing_keys
      where activates_at <= now() and (retired_at is null or retired_at > now())
      order by activates_at desc limit 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('no signing key in the test database');
  const key = await importJWK(JSON.parse(row.private_jwk) as JWK, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: opts.email, email_verified: true, roles: [], ...opts.claims })
    .setProtectedHeader({ alg: 'RS256', kid: row.kid, typ: 'JWT', ...opts.header })
    .setSubject(opts.sub)
    .setIssuer(opts.issuer ?? 'http://localhost:3000/cms')
    .setAudience(opts.audience ?? 'news-site')
    .setIssuedAt(now - 3600)
    .setExpirationTime(opts.expiresAt ?? now + 600)
    .sign(key);
}
