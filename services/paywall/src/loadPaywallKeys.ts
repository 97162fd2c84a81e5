import type { Db } from '@news/db/createDb';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
} from 'jose';

/** The paywall service's ES256 signing key (content grants, link tokens) and its public key set. */
export type PaywallKeys = { kid: string; privateKey: CryptoKey; jwks: JSONWebKeySet };

const parse = (value: unknown): JWK =>
  typeof value === 'string' ? (JSON.parse(value) as JWK) : (value as JWK);

/**
 * Loads the signing key from paywall.signing_keys, creating it on the first start (under an advisory lock, so
 * replicas starting together on one database create one key and all sign with it). Grants and link tokens signed
 * before a restart stay valid.
 */
export async function loadPaywallKeys(db: Db): Promise<PaywallKeys> {
  const row = await db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('paywall.signing_keys'))`);
    const existing = await tx.query<{ kid: string; private_jwk: unknown; public_jwk: unknown }>(
      'select kid, private_jwk, public_jwk from paywall.signing_keys order by created_at desc limit 1',
    );
    if (existing.rows[0]) return existing.rows[0];
    const pair = await generateKeyPair('ES256', { extractable: true });
    const publicJwk = await exportJWK(pair.publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const stored = {
      kid,
      private_jwk: await exportJWK(pair.privateKey),
      public_jwk: {
        kty: publicJwk.kty,
        crv: publicJwk.crv,
        x: publicJwk.x,
        y: publicJwk.y,
        kid,
        alg: 'ES256',
        use: 'sig',
      },
    };
    await tx.query('insert into paywall.signing_keys (kid, private_jwk, public_jwk) values ($1, $2, $3)', [
      kid,
      JSON.stringify(stored.private_jwk),
      JSON.stringify(stored.public_jwk),
    ]);
    return stored;
  });
  return {
    kid: row.kid,
    privateKey: (await importJWK(parse(row.private_jwk), 'ES256')) as CryptoKey,
    jwks: { keys: [parse(row.public_jwk)] },
  };
}
