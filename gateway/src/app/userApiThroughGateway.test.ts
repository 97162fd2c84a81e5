import { apiErrorSchema } from '@news/contracts/apiError';
import { articleBookmarksSchema, feedBookmarksSchema } from '@news/contracts/userApi';
import request from 'supertest';
import { startTestGateway } from '../startTestGateway';

/** The browser's view of the user API: its session cookie, this site's Origin, through the gateway. */
let t: Awaited<ReturnType<typeof startTestGateway>>;

// Seeding the content and the demo readers takes a while on a busy machine.
beforeAll(async () => {
  t = await startTestGateway();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const userApi = (ssoId: string, path: string) => `/user-api/mandators/rb/users/${ssoId}${path}`;

describe('user API through the gateway', () => {
  it('lets a logged-in reader manage their own bookmarks with the session cookie, up to the free limit', async () => {
    const { cookie, ssoId } = await t.login('leser@example.com');
    const post = (path: string) =>
      request(t.server).post(userApi(ssoId, path)).set('origin', t.origin).set('cookie', cookie);

    for (let id = 100001; id <= 100005; id++) expect((await post(`/bookmarks/${id}`)).status).toBe(201);
    const sixth = await post('/bookmarks/100006');
    expect(sixth.status).toBe(409);
    expect(apiErrorSchema.parse(sixth.body)).toMatchObject({ code: 'bookmark_limit_reached' });

    const list = await request(t.server).get(userApi(ssoId, '/bookmarks')).set('cookie', cookie);
    expect(articleBookmarksSchema.parse(list.body).map((b) => b.articleId)).toEqual([
      100005, 100004, 100003, 100002, 100001,
    ]);

    const removed = await request(t.server)
      .delete(userApi(ssoId, '/bookmarks/100003'))
      .set('origin', t.origin)
      .set('cookie', cookie);
    expect(removed.status).toBe(204);

    expect((await post('/tag-bookmarks/7').send({ label: 'Sport', target: '/thema/7' })).status).toBe(201);
    const tags = await request(t.server).get(userApi(ssoId, '/tag-bookmarks')).set('cookie', cookie);
    expect(feedBookmarksSchema.parse(tags.body)).toEqual([{ id: 7, label: 'Sport', target: '/thema/7' }]);
  });

  it('lets a plus reader bookmark beyond the free limit', async () => {
    const { cookie, ssoId } = await t.login('plus@example.com');
    for (let id = 200001; id <= 200006; id++) {
      const res = await request(t.server)
        .post(userApi(ssoId, `/bookmarks/${id}`))
        .set('origin', t.origin)
        .set('cookie', cookie);
      expect(res.status).toBe(201);
    }
    const count = await request(t.server).get(userApi(ssoId, '/bookmarks-count')).set('cookie', cookie);
    expect(count.body).toEqual({ count: 6, limit: null });
  });

  it('refuses state-changing calls riding on the cookie from another origin or without one (CSRF)', async () => {
    const { cookie, ssoId } = await t.login('pur@example.com');
    const foreign = await request(t.server)
      .post(userApi(ssoId, '/bookmarks/300001'))
      .set('origin', 'https://evil.example')
      .set('cookie', cookie);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({
      status: 403,
      code: 'csrf_check_failed',
      message: expect.stringContaining('nur direkt auf unserer Website'),
    });
    const noOrigin = await request(t.server)
      .delete(userApi(ssoId, '/bookmarks/300001'))
      .set('cookie', cookie);
    expect(noOrigin.status).toBe(403);
    const onboarding = await request(t.server)
      .put(userApi(ssoId, '/onboarding'))
      .set('origin', 'https://evil.example')
      .set('cookie', cookie)
      .send({ isOnboardingCompleted: true });
    expect(onboarding.status).toBe(403);

    const list = await request(t.server).get(userApi(ssoId, '/bookmarks')).set('cookie', cookie);
    expect(list.body).toEqual([]);
  });

  it("refuses another reader's data and anonymous calls", async () => {
    const reader = await t.login('epaper@example.com');
    const other = await t.login('wallet@example.com');
    const foreign = await request(t.server)
      .get(userApi(other.ssoId, '/bookmarks'))
      .set('cookie', reader.cookie);
    expect(foreign.status).toBe(403);
    const write = await request(t.server)
      .post(userApi(other.ssoId, '/bookmarks/1'))
      .set('origin', t.origin)
      .set('cookie', reader.cookie);
    expect(write.status).toBe(403);
    const anonymous = await request(t.server).get(userApi(reader.ssoId, '/bookmarks'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ status: 401, code: 'login_required' });
  });
});
