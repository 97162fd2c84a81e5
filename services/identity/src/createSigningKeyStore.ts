import type { Db, DbTx } from '@news/db/createDb';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
} from 'jose';
import { decryptPrivateJwk, encryptPrivateJwk } from './encryptPrivateJwk';

export type SigningKeyStore = {
  /** The key that signs new tokens. */
  current(): Promise<{ kid: string; privateKey: CryptoKey }>;
  /** Public keys of the current key and of retired keys whose tokens may still be valid. */
  jwks(): Promise<JSONWebKeySet>;
  /** Reloads from the database (another replica may have rotated); `ifOlderThanMs` throttles forced reloads. */
  reload(opts?: { ifOlderThanMs?: number }): Promise<void>;
  /** Adds a new current key; the previous one stays in the JWKS for `retainSeconds`. Answers the new kid. */
  rotate(): Promise<string>;
};

type KeyRow = { kid: string; private_jwk: string; public_jwk: JWK; retired_at: Date | string | null };

export type SigningKeyStoreOptions = {
  /** Encrypts private keys at rest. */
  keySecret?: string;
  /** How long a retired key stays published: at least the identity token lifetime plus clock skew. */
  retainSeconds: number;
  /** Reload from the database at most this often (ms) when answering; default 60 s. */
  cacheMs?: number;
};

async function insertNewKey(tx: DbTx, keySecret: string | undefined): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', {
    modulusLength: 2048,
    extractable: true,
  });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJson = JSON.stringify(await exportJWK(privateKey));
  const stored = keySecret ? encryptPrivateJwk(privateJson, keySecret, kid) : privateJson;
  await tx.query('insert into identity.signing_keys (kid, private_jwk, public_jwk) values ($1, $2, $3)', [
    kid,
    stored,
    JSON.stringify({ kty: publicJwk.kty, n: publicJwk.n, e: publicJwk.e, kid, alg: 'RS256', use: 'sig' }),
  ]);
  return kid;
}

const lockKeys = (tx: DbTx) => tx.query(`select pg_advisory_xact_lock(hashtext('identity.signing_keys'))`);

/** Makes sure a current signing key exists (generated on first start; safe with concurrent starters). */
export async function ensureSigningKey(db: Db, keySecret?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockKeys(tx);
    const { rows } = await tx.query('select 1 from identity.signing_keys where retired_at is null limit 1');
    if (rows.length === 0) await insertNewKey(tx, keySecret);
  });
}

/** Retires the current signing key and adds a new one. Tokens signed by the old key stay verifiable. */
export async function rotateSigningKey(db: Db, keySecret?: string): Promise<string> {
  return db.transaction(async (tx) => {
    await lockKeys(tx);
    await tx.query('update identity.signing_keys set retired_at = now() where retired_at is null');
    return insertNewKey(tx, keySecret);
  });
}

/** Loads the signing keys from identity.signing_keys, generating the first one if needed. */
export async function createSigningKeyStore(db: Db, opts: SigningKeyStoreOptions): Promise<SigningKeyStore> {
  const cacheMs = opts.cacheMs ?? 60_000;
  let rows: KeyRow[] = [];
  let loadedAt = 0;
  const privateKeys = new Map<string, CryptoKey>();

  const reload = async (o: { ifOlderThanMs?: number } = {}) => {
    if (o.ifOlderThanMs !== undefined && Date.now() - loadedAt < o.ifOlderThanMs) return;
    const result = await db.query<KeyRow>(
      `select kid, private_jwk, public_jwk, retired_at from identity.signing_keys
        where retired_at is null or retired_at > now() - make_interval(secs => $1)
        order by retired_at is null desc, created_at desc`,
      [opts.retainSeconds],
    );
    rows = result.rows.map((r) => ({
      ...r,
      public_jwk: typeof r.public_jwk === 'string' ? (JSON.parse(r.public_jwk) as JWK) : r.public_jwk,
    }));
    loadedAt = Date.now();
  };
  const fresh = async () => {
    if (Date.now() - loadedAt > cacheMs) await reload();
  };

  await ensureSigningKey(db, opts.keySecret);
  await reload();

  return {
    async current() {
      await fresh();
      const row = rows.find((r) => r.retired_at === null);
      if (!row) throw new Error('identity: no current signing key');
      let key = privateKeys.get(row.kid);
      if (!key) {
        const jwk = JSON.parse(decryptPrivateJwk(row.private_jwk, opts.keySecret, row.kid)) as JWK;
        key = (await importJWK(jwk, 'RS256')) as CryptoKey;
        privateKeys.set(row.kid, key);
      }
      return { kid: row.kid, privateKey: key };
    },
    async jwks() {
      await fresh();
      return { keys: rows.map((r) => r.public_jwk) };
    },
    reload,
    async rotate() {
      const kid = await rotateSigningKey(db, opts.keySecret);
      await reload();
      return kid;
    },
  };
}
