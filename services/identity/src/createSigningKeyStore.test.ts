/** @jest-environment node */
import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import express from 'express';
import request from 'supertest';
import { createIdentityService } from './createIdentityService';
import { createSigningKeyStore } from './createSigningKeyStore';
import { createTestIdentityApp, TEST_SCRYPT_LOG_N } from './createTestIdentityApp';
import { registerConfirmed } from './testing/registerConfirmed';
import { verifyIdentityToken } from '@news/auth-verify/verifyIdentityToken';

const PASSWORD = 'Schluessel-Passwort-1';
const verifyOpts = { issuer: 'http://localhost:3000/cms', audience: 'news-site' };
const kidOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString()) as { kid: string }).kid;

describe('signing keys', () => {
  let t: Awaited<ReturnType<typeof createTestIdentityApp>>;
  beforeAll(async () => {
    t = await createTestIdentityApp();
    await registerConfirmed(t.app, () => t.readOutbox(), {
      firstName: 'K',
      lastName: 'R',
      email: 'keys@example.org',
      password: PASSWORD,
    });
  });
  afterAll(async () => {
    await t.close();
  });
  const login = async () =>
    (
      await request(t.app)
        .post('/cms/auth/local')
        .send({ identifier: 'keys@example.org', password: PASSWORD })
    ).body as { jwt: string };
  const jwks = async () => (await request(t.app).get('/cms/.well-known/jwks.json').expect(200)).body;

  it('persists one key, generated on first start, and reuses it on the next start', async () => {
    const { rows } = await t.db.query<{ kid: string; private_jwk: string }>(
      'select kid, private_jwk from identity.signing_keys',
    );
    expect(rows).toHaveLength(1);
    const { jwt } = await login();
    const second = await createIdentityService({ db: t.db, config: { scryptLogN: TEST_SCRYPT_LOG_N } });
    const app2 = express().use('/cms', second);
    expect((await t.db.query('select kid from identity.signing_keys')).rows).toHaveLength(1);
    await request(app2).get('/cms/users/me').set('authorization', `Bearer ${jwt}`).expect(200);
  });

  it('publishes a rotated-in key ahead, signs with it from its activation and keeps old tokens valid', async () => {
    const { jwt: oldJwt } = await login();
    const oldKid = kidOf(oldJwt);
    const newKid = await t.router.rotateSigningKey();
    expect(newKid).not.toBe(oldKid);

    // Published at once, but the old key signs until the new one's time has come (5 minutes by default).
    const set = await jwks();
    expect(set.keys.map((k: { kid: string }) => k.kid).sort()).toEqual([oldKid, newKid].sort());
    expect(kidOf((await login()).jwt)).toBe(oldKid);
    const { rows } = await t.db.query<{ ahead: number }>(
      `select extract(epoch from activates_at - now())::int as ahead from identity.signing_keys where kid = $1`,
      [newKid],
    );
    expect(rows[0]?.ahead).toBeGreaterThan(290);

    // The activation time passes.
    await t.db.query(`update identity.signing_keys set activates_at = now() where kid = $1`, [newKid]);
    await t.db.query(`update identity.signing_keys set retired_at = now() where kid = $1`, [oldKid]);
    await t.router.keys.reload();
    await expect(verifyIdentityToken(oldJwt, set, verifyOpts)).resolves.toMatchObject({
      email: 'keys@example.org',
    });
    await request(t.app).get('/cms/users/me').set('authorization', `Bearer ${oldJwt}`).expect(200);

    const { jwt: newJwt } = await login();
    expect(kidOf(newJwt)).toBe(newKid);
    await expect(verifyIdentityToken(newJwt, set, verifyOpts)).resolves.toBeDefined();

    // Once the old key's tokens have all expired, it leaves the JWKS and its tokens are refused.
    await t.db.query(
      `update identity.signing_keys set retired_at = now() - interval '1 hour' where kid = $1`,
      [oldKid],
    );
    await t.router.keys.reload();
    expect((await jwks()).keys.map((k: { kid: string }) => k.kid)).toEqual([newKid]);
    await request(t.app).get('/cms/users/me').set('authorization', `Bearer ${oldJwt}`).expect(401);
  });

  it('switches to the published key by the clock alone, without another reload', async () => {
    let clock = Date.now();
    const store = await createSigningKeyStore(t.db, { retainSeconds: 1200, now: () => clock });
    const before = (await store.current()).kid;
    const next = await store.rotate({ publishAheadSeconds: 120 });
    expect((await store.jwks()).keys.map((k) => k.kid)).toContain(next);
    expect((await store.current()).kid).toBe(before);
    clock += 59_000;
    expect((await store.current()).kid).toBe(before);
    clock += 62_000;
    expect((await store.current()).kid).toBe(next);
  });

  it('picks up a key rotated by another instance when it meets its kid', async () => {
    const other = await createIdentityService({ db: t.db, config: { scryptLogN: TEST_SCRYPT_LOG_N } });
    const otherApp = express().use('/cms', other);
    await other.rotateSigningKey({ publishAheadSeconds: 0 });
    const { body } = await request(otherApp)
      .post('/cms/auth/local')
      .send({ identifier: 'keys@example.org', password: PASSWORD })
      .expect(200);
    // Forced reloads are throttled to one per 5 s; step past that instead of waiting.
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 6000);
    try {
      await request(t.app).get('/cms/users/me').set('authorization', `Bearer ${body.jwt}`).expect(200);
    } finally {
      clock.mockRestore();
    }
  });
});

describe('encrypted signing keys', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('stores the private key encrypted with the key secret and needs the secret to start', async () => {
    const config = { scryptLogN: TEST_SCRYPT_LOG_N, keySecret: 'ein-sehr-geheimes-schluesselwort' };
    await createIdentityService({ db, config });
    const { rows } = await db.query<{ private_jwk: string }>('select private_jwk from identity.signing_keys');
    expect(rows[0]?.private_jwk).toMatch(/^enc:v1:/);
    expect(rows[0]?.private_jwk).not.toContain('"d"');
    await expect(createIdentityService({ db, config })).resolves.toBeDefined();
    await expect(createIdentityService({ db, config: { scryptLogN: TEST_SCRYPT_LOG_N } })).rejects.toThrow(
      /IDENTITY_KEY_SECRET/,
    );
    await expect(
      createIdentityService({ db, config: { ...config, keySecret: 'ein-anderes-schluesselwort' } }),
    ).rejects.toThrow();
  });
});
