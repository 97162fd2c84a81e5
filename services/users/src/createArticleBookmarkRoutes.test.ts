/** @jest-environment node */
import { articleBookmarksSchema, bookmarksCountSchema } from '@news/contracts/userApi';
import request from 'supertest';
import { createTestUsersApp } from './createTestUsersApp';

const FREE = '11111111-2222-4333-8444-555555555555';
const PLUS = '66666666-7777-4888-8999-aaaaaaaaaaaa';
const RACER = 'bbbbbbbb-cccc-4ddd-8eee-ffffffffffff';
const base = (ssoId: string, mandator = 'rb') => `/user-api/mandators/${mandator}/users/${ssoId}`;

describe('article bookmarks', () => {
  let t: Awaited<ReturnType<typeof createTestUsersApp>>;
  let free: string;
  let plus: string;
  beforeAll(async () => {
    t = await createTestUsersApp();
    free = await t.tokenFor(FREE, { roles: ['EPAPER_USER'] });
    plus = await t.tokenFor(PLUS, { roles: ['PLUS_USER'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'get' | 'post' | 'delete', token: string, path: string, ssoId = FREE) => {
    const agent = request(t.app);
    return agent[method](`${base(ssoId)}${path}`).auth(token, { type: 'bearer' });
  };

  it('adds, lists newest first, checks, counts and removes bookmarks', async () => {
    expect((await call('get', free, '/bookmarks').expect(200)).body).toEqual([]);
    expect((await call('get', free, '/has-bookmarks')).body).toEqual({ hasBookmarks: false });

    const first = await call('post', free, '/bookmarks/100009');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ articleId: 100009, ts: expect.any(String) });
    await call('post', free, '/bookmarks/100001').expect(201);

    const list = articleBookmarksSchema.parse((await call('get', free, '/bookmarks')).body);
    expect(list.map((b) => b.articleId)).toEqual([100001, 100009]);
    expect(list[1]?.ts).toBe(first.body.ts);
    expect((await call('get', free, '/is-bookmarked/100009')).body).toEqual({ isBookmarked: true });
    expect((await call('get', free, '/is-bookmarked/100003')).body).toEqual({ isBookmarked: false });
    expect(bookmarksCountSchema.parse((await call('get', free, '/bookmarks-count')).body)).toEqual({
      count: 2,
      limit: 5,
    });
    expect((await call('get', free, '/has-bookmarks')).body).toEqual({ hasBookmarks: true });

    await call('delete', free, '/bookmarks/100009').expect(204);
    expect((await call('get', free, '/is-bookmarked/100009')).body).toEqual({ isBookmarked: false });
    await call('delete', free, '/bookmarks/100001').expect(204);
    expect((await call('get', free, '/has-bookmarks')).body).toEqual({ hasBookmarks: false });
  });

  it('treats adding twice and removing a missing bookmark as no change', async () => {
    const added = await call('post', free, '/bookmarks/200001').expect(201);
    const again = await call('post', free, '/bookmarks/200001').expect(200);
    expect(again.body).toEqual(added.body);
    expect((await call('get', free, '/bookmarks-count')).body.count).toBe(1);
    await call('delete', free, '/bookmarks/200001').expect(204);
    await call('delete', free, '/bookmarks/200001').expect(204);
    expect((await call('get', free, '/bookmarks-count')).body.count).toBe(0);
  });

  it('keeps bookmarks per brand', async () => {
    await call('post', free, '/bookmarks/300001').expect(201);
    const la = await request(t.app)
      .get(`${base(FREE, 'la')}/bookmarks`)
      .auth(free, { type: 'bearer' });
    expect(la.body).toEqual([]);
    await call('delete', free, '/bookmarks/300001').expect(204);
  });

  it('stops a free reader at 5 bookmarks with a German message, but still answers existing ones', async () => {
    for (let id = 400001; id <= 400005; id++) await call('post', free, `/bookmarks/${id}`).expect(201);
    const sixth = await call('post', free, '/bookmarks/400006');
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({ status: 409, code: 'bookmark_limit_reached' });
    expect(sixth.body.message).toMatch(/bereits 5 Artikel gemerkt/);
    await call('post', free, '/bookmarks/400003').expect(200);
    expect((await call('get', free, '/bookmarks-count')).body).toEqual({ count: 5, limit: 5 });

    await call('delete', free, '/bookmarks/400001').expect(204);
    await call('post', free, '/bookmarks/400006').expect(201);
  });

  it('lets a plus reader bookmark without limit', async () => {
    for (let id = 500001; id <= 500008; id++) await call('post', plus, `/bookmarks/${id}`, PLUS).expect(201);
    expect((await call('get', plus, '/bookmarks-count', PLUS)).body).toEqual({ count: 8, limit: null });
    const first = (await call('get', plus, '/bookmarks', PLUS)).body[7];
    const again = await call('post', plus, '/bookmarks/500001', PLUS).expect(200);
    expect(again.body).toEqual(first);
    await call('delete', plus, '/bookmarks/500001', PLUS).expect(204);
    const readded = await call('post', plus, '/bookmarks/500001', PLUS).expect(201);
    expect(readded.body).toEqual({ articleId: 500001, ts: expect.any(String) });
    expect((await call('get', plus, '/bookmarks', PLUS)).body[0]).toEqual(readded.body);
  });

  it('never passes the limit with parallel adds', async () => {
    const token = await t.tokenFor(RACER);
    for (let id = 600001; id <= 600004; id++)
      await call('post', token, `/bookmarks/${id}`, RACER).expect(201);
    const racing = await Promise.all(
      [600005, 600006, 600007, 600008, 600009, 600010].map((id) =>
        call('post', token, `/bookmarks/${id}`, RACER),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from users.article_bookmarks where sso_id = $1',
      [RACER],
    );
    expect(rows).toEqual([{ n: 5 }]);
  });

  it('answers parallel adds and removals of one bookmark without an error', async () => {
    const racer = 'cccccccc-dddd-4eee-8fff-000000000000';
    const token = await t.tokenFor(racer, { roles: ['PLUS_USER'] });
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          call(i % 3 === 2 ? 'delete' : 'post', token, '/bookmarks/700001', racer),
        ),
      );
      statuses.push(...answers.map((r) => r.status));
    }
    expect(statuses.filter((s) => ![200, 201, 204].includes(s))).toEqual([]);
  });

  it('refuses ids that are not positive integers with 400 and a code', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999', '00012']) {
      for (const [method, path] of [
        ['post', `/bookmarks/${id}`],
        ['delete', `/bookmarks/${id}`],
        ['get', `/is-bookmarked/${id}`],
      ] as const) {
        const res = await call(method, free, path);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ status: 400, code: 'invalid_article_id' });
      }
    }
  });
});
