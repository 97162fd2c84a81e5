/** @jest-environment node */
import { READ_ARTICLES_LIMIT, readArticlesSchema } from '@news/contracts/userApi';
import request from 'supertest';
import { createTestUsersApp } from './createTestUsersApp';

const READER = '5c5c5c5c-6d6d-4e7e-8f8f-909090909091';
const OTHER = '5c5c5c5c-6d6d-4e7e-8f8f-909090909092';
const THIRD = '5c5c5c5c-6d6d-4e7e-8f8f-909090909093';
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
    const calls = [
      ['get', '/read-articles'],
      ['post', '/read-articles/100005'],
      ['delete', '/read-articles/100005'],
      ['delete', '/read-articles'],
    ] as const;
    for (const [method, path] of calls) {
      const foreign = await call(method, other, path);
      expect(foreign.status).toBe(403);
      expect(foreign.body).toMatchObject({ code: 'forbidden' });
      const anonymous = await request(t.app)[method](`${base(READER)}${path}`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 'login_required' });
    }
    for (const id of ['0', 'abc', '-1', '99999999999', '1.5']) {
      for (const method of ['post', 'delete'] as const) {
        const bad = await call(method, reader, `/read-articles/${id}`);
        expect(bad.status).toBe(400);
        expect(bad.body).toMatchObject({ code: 'invalid_article_id' });
        expect(typeof bad.body.message).toBe('string');
      }
    }
    expect(await list()).toEqual(before);
  });

  it('keeps one entry per article and at most READ_ARTICLES_LIMIT, dropping the oldest', async () => {
    const third = await t.tokenFor(THIRD);
    const history = async () =>
      readArticlesSchema.parse(
        (
          await request(t.app)
            .get(`${base(THIRD)}/read-articles`)
            .auth(third, { type: 'bearer' })
            .expect(200)
        ).body,
      );
    for (let id = 1; id <= READ_ARTICLES_LIMIT + 2; id++) {
      await request(t.app)
        .post(`${base(THIRD)}/read-articles/${id}`)
        .auth(third, { type: 'bearer' })
        .expect(200);
    }
    await request(t.app)
      .post(`${base(THIRD)}/read-articles/5`)
      .auth(third, { type: 'bearer' })
      .expect(200);
    const entries = await history();
    expect(entries).toHaveLength(READ_ARTICLES_LIMIT);
    expect(entries[0]).toMatchObject({ articleId: 5, visits: 2 });
    expect(entries[1]?.articleId).toBe(READ_ARTICLES_LIMIT + 2);
    const ids = entries.map((e) => e.articleId);
    // the two oldest (1, 2) were dropped; viewing 5 again added no entry, so 3 stays as the oldest
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(2);
    expect(ids.at(-1)).toBe(3);
    expect(new Set(ids).size).toBe(ids.length);
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from users.read_articles where sso_id = $1',
      [THIRD],
    );
    expect(rows[0]?.n).toBe(READ_ARTICLES_LIMIT);
  });

  it("clears the whole history of one brand with DELETE /read-articles, no one else's", async () => {
    await call('post', other, '/read-articles/100009', OTHER).expect(200);
    await call('post', reader, '/read-articles/100010').expect(200);
    await request(t.app)
      .post(`${base(READER, 'la')}/read-articles/100010`)
      .auth(reader, { type: 'bearer' })
      .expect(200);
    await call('delete', reader, '/read-articles').expect(204);
    expect(await list()).toEqual([]);
    const la = await request(t.app)
      .get(`${base(READER, 'la')}/read-articles`)
      .auth(reader, { type: 'bearer' });
    expect(la.body).toHaveLength(1);
    const others = await call('get', other, '/read-articles', OTHER).expect(200);
    expect(readArticlesSchema.parse(others.body).map((e) => e.articleId)).toEqual([100009]);
  });
});
