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
  /** The key that signs new tokens: the newest one whose activation time has come. */
  current(): Promise<{ kid: string; privateKey: CryptoKey }>;
  /** Public keys: the current key, keys that will sign soon (published ahead) and retired keys whose tokens may still be valid. */
  jwks(): Promise<JSONWebKeySet>;
  /** Reloads from the database (another replica may have rotated); `ifOlderThanMs` throttles forced reloads. */
  reload(opts?: { ifOlderThanMs?: number }): Promise<void>;
  /** rotateSigningKey, then reload. Answers the new kid. */
  rotate(opts: { publishAheadSeconds: number }): Promise<string>;
};

type KeyRow = {
  kid: string;
  private_jwk: string;
  public_jwk: JWK;
  activates_at: Date | string;
  retired_at: Date | string | null;
};

export type SigningKeyStoreOptions = {
  /** Encrypts private keys at rest. */
  keySecret?: string;
  /** How long a retired key stays published: at least the identity token lifetime plus clock skew. */
  retainSeconds: number;
  /** Reload from the database at most this often (ms) when answering; default 60 s. */
  cacheMs?: number;
  /** The clock that decides which key signs (tests). */
  now?: () => number;
};

async function insertNewKey(
  tx: DbTx,
  keySecret: string | undefined,
  publishAheadSeconds = 0,
): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', {
    modulusLength: 2048,
    extractable: true,
  });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJson = JSON.stringify(await exportJWK(privateKey));
  const stored = keySecret ? encryptPrivateJwk(privateJson, keySecret, kid) : privateJson;
  await tx.query(
    `insert into identity.signing_keys (kid, private_jwk, public_jwk, activates_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [
      kid,
      stored,
      JSON.stringify({ kty: publicJwk.kty, n: publicJwk.n, e: publicJwk.e, kid, alg: 'RS256', use: 'sig' }),
      publishAheadSeconds,
    ],
  );
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

/**
 * Adds a new signing key, published in the JWKS at once and signing `publishAheadSeconds` later; the current key
 * signs until then (its retired_at). Tokens signed by the old key stay verifiable for the store's retainSeconds.
 * Safe to run while the site runs: replicas pick the key up within their cache time (`npm run rotate-keys`).
 */
export async function rotateSigningKey(
  db: Db,
  keySecret: string | undefined,
  opts: { publishAheadSeconds: number },
): Promise<{ kid: string; activatesAt: Date }> {
  if (!Number.isFinite(opts.publishAheadSeconds) || opts.publishAheadSeconds < 0) {
    throw new Error('identity: publishAheadSeconds must be a number ≥ 0');
  }
  return db.transaction(async (tx) => {
    await lockKeys(tx);
    const kid = await insertNewKey(tx, keySecret, opts.publishAheadSeconds);
    const { rows } = await tx.query<{ activates_at: Date | string }>(
      'select activates_at from identity.signing_keys where kid = $1',
      [kid],
    );
    // Every other key stops signing when the new one starts (a pending earlier rotation included).
    await tx.query(
      `update identity.signing_keys o set retired_at = n.activates_at
         from identity.signing_keys n
        where n.kid = $1 and o.kid <> $1 and (o.retired_at is null or o.retired_at > n.activates_at)`,
      [kid],
    );
    const activatesAt = new Date(rows[0]?.activates_at ?? Date.now());
    return { kid, activatesAt };
  });
}

/** Loads the signing keys from identity.signing_keys, generating the first one if needed. */
export async function createSigningKeyStore(db: Db, opts: SigningKeyStoreOptions): Promise<SigningKeyStore> {
  const cacheMs = opts.cacheMs ?? 60_000;
  const now = opts.now ?? (() => Date.now());
  let rows: KeyRow[] = [];
  let loadedAt = 0;
  const privateKeys = new Map<string, CryptoKey>();

  const reload = async (o: { ifOlderThanMs?: number } = {}) => {
    if (o.ifOlderThanMs !== undefined && now() - loadedAt < o.ifOlderThanMs) return;
    const result = await db.query<KeyRow>(
      `select kid, private_jwk, public_jwk, activates_at, retired_at from identity.signing_keys
        where retired_at is null or retired_at > now() - make_interval(secs => $1)
        order by activates_at desc`,
      [opts.retainSeconds],
    );
    rows = result.rows.map((r) => ({
      ...r,
      public_jwk: typeof r.public_jwk === 'string' ? (JSON.parse(r.public_jwk) as JWK) : r.public_jwk,
    }));
    loadedAt = now();
  };
  const fresh = async () => {
    if (now() - loadedAt > cacheMs) await reload();
  };

  await ensureSigningKey(db, opts.keySecret);
  await reload();

  return {
    async current() {
      await fresh();
      const t = now();
      // Newest activation first: the first key whose time has come and that has not stopped signing. Should this
      // clock lag behind the database's, the earliest of those keys signs rather than none.
      const signing = rows.filter((r) => r.retired_at === null || new Date(r.retired_at).getTime() > t);
      const row = signing.find((r) => new Date(r.activates_at).getTime() <= t) ?? signing.at(-1);
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
    async rotate(o) {
      const { kid } = await rotateSigningKey(db, opts.keySecret, o);
      await reload();
      return kid;
    },
  };
}
