/** @jest-environment node */
import { demoReaderSsoIds } from '@news/config/demoReaders';
import request from 'supertest';
import { createIdentityService } from './createIdentityService';
import { createTestIdentityApp, TEST_SCRYPT_LOG_N } from './createTestIdentityApp';
import { DEMO_READER_PASSWORD } from './seedDemoReaders';

describe('demo readers', () => {
  let t: Awaited<ReturnType<typeof createTestIdentityApp>>;
  beforeAll(async () => {
    t = await createTestIdentityApp({ seedDemoReaders: true, plusTagId: 42 });
  });
  afterAll(async () => {
    await t.close();
  });

  const accounts = async () =>
    (
      await t.db.query<{ email: string; roles: string[]; email_verified: boolean; password_hash: string }>(
        'select email, roles, email_verified, password_hash from identity.accounts order by email',
      )
    ).rows;

  it('seeds the seven demo readers with their roles and verification state', async () => {
    const rows = await accounts();
    expect(rows.map(({ email, roles, email_verified }) => ({ email, roles, email_verified }))).toEqual([
      { email: 'epaper@example.com', roles: ['EPAPER_USER'], email_verified: true },
      { email: 'leser@example.com', roles: [], email_verified: true },
      { email: 'neu@example.com', roles: [], email_verified: false },
      { email: 'plus@example.com', roles: ['PLUS_USER'], email_verified: true },
      { email: 'pur@example.com', roles: ['PUR_USER'], email_verified: true },
      { email: 'tag@example.com', roles: ['PLUS-TAG-42'], email_verified: true },
      { email: 'wallet@example.com', roles: ['WALLET_USER'], email_verified: true },
    ]);
  });

  it('gives the demo readers the fixed ssoIds of packages/config, also to readers seeded before', async () => {
    const ssoIds = async () =>
      Object.fromEntries(
        (
          await t.db.query<{ email: string; sso_id: string }>('select email, sso_id from identity.accounts')
        ).rows.map((r) => [r.email, r.sso_id]),
      );
    expect(await ssoIds()).toEqual(demoReaderSsoIds);
    await t.db.query(
      `update identity.accounts set sso_id = gen_random_uuid() where email = 'wallet@example.com'`,
    );
    await createIdentityService({
      db: t.db,
      seedDemoReaders: true,
      plusTagId: 42,
      config: { scryptLogN: TEST_SCRYPT_LOG_N },
    });
    expect(await ssoIds()).toEqual(demoReaderSsoIds);
  });

  it('lets the demo readers log in with the demo password and puts the roles into the token', async () => {
    const res = await request(t.app)
      .post('/cms/auth/local')
      .send({ identifier: 'plus@example.com', password: DEMO_READER_PASSWORD })
      .expect(200);
    expect(res.body.user.roles).toEqual(['PLUS_USER']);
    const payload = JSON.parse(Buffer.from(res.body.jwt.split('.')[1], 'base64url').toString());
    expect(payload.roles).toEqual(['PLUS_USER']);
  });

  it('is idempotent: a second start adds nobody and keeps the hashes', async () => {
    const before = await accounts();
    await createIdentityService({
      db: t.db,
      seedDemoReaders: true,
      plusTagId: 42,
      config: { scryptLogN: TEST_SCRYPT_LOG_N },
    });
    expect(await accounts()).toEqual(before);
  });

  it('follows a changed plusTagId and refuses an invalid one', async () => {
    await createIdentityService({
      db: t.db,
      seedDemoReaders: true,
      plusTagId: 7,
      config: { scryptLogN: TEST_SCRYPT_LOG_N },
    });
    const tag = (await accounts()).find((a) => a.email === 'tag@example.com');
    expect(tag?.roles).toEqual(['PLUS-TAG-7']);
    await expect(
      createIdentityService({
        db: t.db,
        seedDemoReaders: true,
        plusTagId: -1,
        config: { scryptLogN: TEST_SCRYPT_LOG_N },
      }),
    ).rejects.toThrow(/plusTagId/);
  });

  it('seeds nothing unless asked', async () => {
    const other = await createTestIdentityApp();
    try {
      expect((await other.db.query('select 1 from identity.accounts')).rows).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});
