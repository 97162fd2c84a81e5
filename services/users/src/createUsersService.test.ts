import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import express from 'express';
import request from 'supertest';
import { createUsersService } from './createUsersService';

describe('users service', () => {
  let db: Db;
  let app: express.Express;
  beforeAll(async () => {
    db = await createTestDb();
    app = express().use('/user-api', await createUsersService({ db }));
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers healthz', async () => {
    expect((await request(app).get('/user-api/healthz').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('stores one bookmark per user, mandator and article', async () => {
    const ssoId = '0b9e8c1a-2f3d-4e5a-8b7c-6d5e4f3a2b1c';
    const add = (mandator: string, articleId: number) =>
      db.query('insert into users.article_bookmarks (sso_id, mandator, article_id) values ($1, $2, $3)', [
        ssoId,
        mandator,
        articleId,
      ]);
    await add('rb', 100001);
    await add('la', 100001);
    await expect(add('rb', 100001)).rejects.toThrow();
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from users.article_bookmarks');
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('does not expose bookmarks without authentication yet', async () => {
    await request(app)
      .get('/user-api/mandators/rb/users/0b9e8c1a-2f3d-4e5a-8b7c-6d5e4f3a2b1c/bookmarks')
      .expect(404);
  });
});
