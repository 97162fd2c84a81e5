/** @jest-environment node */
import { readArticlesSchema } from '@news/contracts/userApi';
import request from 'supertest';
import { createTestUsersApp } from './createTestUsersApp';

const READER = '5c5c5c5c-6d6d-4e7e-8f8f-909090909091';
const OTHER = '5c5c5c5c-6d6d-4e7e-8f8f-909090909092';
const base = (ssoId: string, mandator = 'rb') => `/user-api/mandators/${mandator}/users/${ssoId}`;

describe('read articles', () => {
  let t: Awaited<ReturnType<typeof createTestUsersApp>>;
  let reader: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestUsersApp();
    reader = await t.tokenFor(READER);
    other = await t.tokenFor(OTHER);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'get' | 'post' | 'delete', token: string, path: string, ssoId = READER) => {
    const url = `${base(ssoId)}${path}`;
    return request(t.app)[method](url).auth(token, { type: 'bearer' });
  };
  const list = async () =>
    readArticlesSchema.parse((await call('get', reader, '/read-articles').expect(200)).body);

  it('records views newest first with a visit counter, per brand, and removes one', async () => {
    expect(await list()).toEqual([]);
    for (const id of [100001, 100002, 100003]) await call('post', reader, `/read-articles/${id}`).expect(200);
    const again = await call('post', reader, '/read-articles/100001').expect(200);
    expect(again.body).toMatchObject({ articleId: 100001, visits: 2 });
    const entries = await list();
    expect(entries.map((e) => [e.articleId, e.visits])).toEqual([
      [100001, 2],
      [100003, 1],
      [100002, 1],
    ]);
    const la = await request(t.app)
      .get(`${base(READER, 'la')}/read-articles`)
      .auth(reader, { type: 'bearer' });
    expect(la.body).toEqual([]);

    await call('delete', reader, '/read-articles/100003').expect(204);
    await call('delete', reader, '/read-articles/100003').expect(204);
    expect((await list()).map((e) => e.articleId)).toEqual([100001, 100002]);
  });

  it('refuses another reader (403), anonymous calls (401) and a bad id (400), changing nothing', async () => {
    await call('post', reader, '/read-articles/100005').expect(200);
    const before = await list();
    for (const method of ['get', 'post', 'delete'] as const) {
      const path = method === 'get' ? '/read-articles' : '/read-articles/100005';
      expect((await call(method, other, path)).status).toBe(403);
      expect((await request(t.app)[method](`${base(READER)}${path}`)).status).toBe(401);
    }
    for (const id of ['0', 'abc', '-1', '99999999999']) {
      const bad = await call('post', reader, `/read-articles/${id}`);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'invalid_article_id' });
    }
    expect(await list()).toEqual(before);
  });
});
