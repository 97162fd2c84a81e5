/** @jest-environment node */
import request from 'supertest';
import { createTestUsersApp, TEST_INTERNAL_TOKEN } from './createTestUsersApp';

const READER = '12121212-3434-4565-8787-909090909090';
const OTHER = 'abababab-cdcd-4efe-8a0a-b1b1b1b1b1b1';
const base = (ssoId: string, mandator = 'rb') => `/user-api/mandators/${mandator}/users/${ssoId}`;

describe('personal data: export and deletion', () => {
  let t: Awaited<ReturnType<typeof createTestUsersApp>>;
  let reader: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestUsersApp();
    reader = await t.tokenFor(READER);
    other = await t.tokenFor(OTHER, { email: 'andere@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A call of the reader's user API; a path starting with `la:` goes to the other brand. */
  const as = (token: string, method: 'get' | 'post' | 'put' | 'delete', path: string, ssoId: string) => {
    const url = path.startsWith('la:') ? `${base(ssoId, 'la')}${path.slice(3)}` : `${base(ssoId)}${path}`;
    return request(t.app)[method](url).auth(token, { type: 'bearer' });
  };
  const fill = async (token: string, ssoId: string) => {
    await as(token, 'post', '/bookmarks/100001', ssoId).expect(201);
    await as(token, 'post', 'la:/bookmarks/100002', ssoId).expect(201);
    await as(token, 'post', '/tag-bookmarks/7', ssoId)
      .send({ label: 'Sport', target: '/themen/7' })
      .expect(201);
    await as(token, 'put', '/onboarding', ssoId).send({ isOnboardingCompleted: true }).expect(200);
    await as(token, 'post', '/read-articles/100003', ssoId).expect(200);
    await as(token, 'put', '/newsletter-subscriptions/der-morgen', ssoId)
      .set('x-internal-token', TEST_INTERNAL_TOKEN)
      .send({ title: 'Der Morgen', baseUrl: 'http://localhost:3000' })
      .expect(200);
  };

  it('exports every brand’s rows of the reader and none of another reader', async () => {
    await fill(reader, READER);
    await fill(other, OTHER);
    const res = await as(reader, 'get', '/personal-data', READER).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.articleBookmarks.map((b: { article_id: number }) => b.article_id).sort()).toEqual([
      100001, 100002,
    ]);
    expect(res.body.feedBookmarks).toEqual([
      expect.objectContaining({
        kind: 'tag',
        feed_id: 7,
        label: 'Sport',
        target: '/themen/7',
        mandator: 'rb',
      }),
    ]);
    expect(res.body.onboarding).toHaveLength(1);
    expect(res.body.creditPurchases).toEqual([]);
    expect(res.body.readArticles).toEqual([expect.objectContaining({ article_id: 100003, visits: 1 })]);
    expect(res.body.newsletterSubscriptions).toEqual([
      expect.objectContaining({
        mandator: 'rb',
        newsletter: 'der-morgen',
        email: 'leser@example.com',
        state: 'pending',
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain('confirm_token_hash');
    expect(JSON.stringify(res.body)).not.toContain(READER);
  });

  it('refuses another reader (403) and anonymous calls (401)', async () => {
    expect((await as(other, 'get', '/personal-data', READER)).status).toBe(403);
    expect((await as(other, 'delete', '/personal-data', READER)).status).toBe(403);
    expect((await request(t.app).get(`${base(READER)}/personal-data`)).status).toBe(401);
    expect((await request(t.app).delete(`${base(READER)}/personal-data`)).status).toBe(401);
    const still = await as(reader, 'get', '/personal-data', READER).expect(200);
    expect(still.body.articleBookmarks).toHaveLength(2);
  });

  it('deletes all of the reader’s rows and leaves the other reader’s', async () => {
    await as(reader, 'delete', '/personal-data', READER).expect(204);
    const gone = await as(reader, 'get', '/personal-data', READER).expect(200);
    expect(gone.body).toEqual({
      articleBookmarks: [],
      feedBookmarks: [],
      onboarding: [],
      creditPurchases: [],
      readArticles: [],
      newsletterSubscriptions: [],
    });
    const kept = await as(other, 'get', '/personal-data', OTHER).expect(200);
    expect(kept.body.articleBookmarks).toHaveLength(2);
    expect(kept.body.newsletterSubscriptions).toEqual([
      expect.objectContaining({ email: 'andere@example.com' }),
    ]);
  });
});
