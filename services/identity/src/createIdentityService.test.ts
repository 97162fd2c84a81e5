import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import express from 'express';
import request from 'supertest';
import { createIdentityService } from './createIdentityService';

describe('identity service', () => {
  let db: Db;
  let app: express.Express;
  beforeAll(async () => {
    db = await createTestDb();
    app = express().use('/cms', await createIdentityService({ db }));
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers healthz', async () => {
    expect((await request(app).get('/cms/healthz').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('creates the accounts table with unique sso ids and case-insensitive unique e-mails', async () => {
    const insert = (ssoId: string, email: string) =>
      db.query(
        'insert into identity.accounts (sso_id, email, first_name, last_name) values ($1, $2, $3, $4)',
        [ssoId, email, 'Erika', 'Muster'],
      );
    await insert('7f3c2a9e-4d1b-4c55-9a0e-1b2c3d4e5f60', 'erika@example.org');
    await expect(insert('7f3c2a9e-4d1b-4c55-9a0e-1b2c3d4e5f61', 'Erika@Example.org')).rejects.toThrow();
    await expect(insert('7f3c2a9e-4d1b-4c55-9a0e-1b2c3d4e5f60', 'other@example.org')).rejects.toThrow();
    const { rows } = await db.query<{ email_verified: boolean }>(
      'select email_verified from identity.accounts',
    );
    expect(rows).toEqual([{ email_verified: false }]);
  });

  it('does not expose account data', async () => {
    await request(app).get('/cms/accounts').expect(404);
  });
});
