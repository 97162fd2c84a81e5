import { coerceSettings, settingKeys } from '@news/config/settings';
import { appSettingsSchema, bookmarkedTagsArticlesSchema } from '@news/contracts/appServerApi';
import { topicPageSchema, topicsListSchema } from '@news/contracts/contentPages';
import request from 'supertest';
import { startTestGateway } from '../startTestGateway';

let t: Awaited<ReturnType<typeof startTestGateway>>;

// Seeding the content and the demo readers takes a while on a busy machine.
beforeAll(async () => {
  t = await startTestGateway();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/settings', () => {
  it("answers every feature flag with the brand's own values, coerced to the default's type", async () => {
    const rb = await request(t.server).get('/api/settings');
    expect(rb.status).toBe(200);
    expect(rb.headers['cache-control']).toBe('public, max-age=60');
    const settings = appSettingsSchema.parse(rb.body);
    expect(Object.keys(settings).sort()).toEqual([...settingKeys].sort());
    expect(coerceSettings(settings)).toEqual(settings);
    expect(settings).toMatchObject({ onboardingpopup_enabled: true, data_reco_timeout_ms: 400 });

    const la = await request(t.server).get('/api/settings').set('host', 'la.localhost');
    expect(la.body).toMatchObject({ onboardingpopup_enabled: false });
  });
});

describe('/api/onboarding', () => {
  it('needs a login', async () => {
    const get = await request(t.server).get('/api/onboarding');
    expect(get.status).toBe(401);
    expect(get.body).toEqual({ status: 401, code: 'login_required', message: 'Bitte melden Sie sich an.' });
    const post = await request(t.server)
      .post('/api/onboarding')
      .set('origin', t.origin)
      .send({ isOnboardingCompleted: true });
    expect(post.status).toBe(401);
    const forged = await request(t.server).get('/api/onboarding').set('cookie', 'news_id=aaa.bbb.ccc');
    expect(forged.status).toBe(401);
  });

  it("stores the logged-in reader's onboarding status", async () => {
    const { cookie } = await t.login('leser@example.com');
    const before = await request(t.server).get('/api/onboarding').set('cookie', cookie);
    expect(before.status).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.body).toEqual({ isOnboardingCompleted: false });

    const set = await request(t.server)
      .post('/api/onboarding')
      .set('origin', t.origin)
      .set('cookie', cookie)
      .send({ isOnboardingCompleted: true });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ isOnboardingCompleted: true });
    expect((await request(t.server).get('/api/onboarding').set('cookie', cookie)).body).toEqual({
      isOnboardingCompleted: true,
    });

    const other = await t.login('plus@example.com');
    expect((await request(t.server).get('/api/onboarding').set('cookie', other.cookie)).body).toEqual({
      isOnboardingCompleted: false,
    });
  });

  it('refuses a POST from another origin (CSRF) and a body outside the contract', async () => {
    const { cookie } = await t.login('epaper@example.com');
    const csrf = await request(t.server)
      .post('/api/onboarding')
      .set('origin', 'https://evil.example')
      .set('cookie', cookie)
      .send({ isOnboardingCompleted: true });
    expect(csrf.status).toBe(403);
    const bad = await request(t.server)
      .post('/api/onboarding')
      .set('origin', t.origin)
      .set('cookie', cookie)
      .send({ isOnboardingCompleted: 'ja' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, code: 'invalid_onboarding_status' });
    expect((await request(t.server).get('/api/onboarding').set('cookie', cookie)).body).toEqual({
      isOnboardingCompleted: false,
    });
  });
});

describe('POST /api/bookmarkedTagsArticles', () => {
  it('answers the newest articles of the bookmarked topics, merged and newest first', async () => {
    const topics = topicsListSchema.parse((await request(t.server).get('/content/v5/tags')).body);
    const withArticles = topics.groups.flatMap((g) => g.topics).filter((topic) => topic.articleCount > 0);
    const tagIds = withArticles.slice(0, 2).map((topic) => topic.id);
    expect(tagIds).toHaveLength(2);
    const published = new Map<number, string>();
    for (const id of tagIds) {
      const page = topicPageSchema.parse((await request(t.server).get(`/content/v5/tags/${id}`)).body);
      for (const teaser of page.teasers) published.set(teaser.documentId, teaser.publishDate);
    }

    const res = await request(t.server)
      .post('/api/bookmarkedTagsArticles')
      .send({ bookmarkedTags: [...tagIds, tagIds[0], 999_999] });
    expect(res.status).toBe(200);
    const { articleIds } = bookmarkedTagsArticlesSchema.parse(res.body);
    expect([...articleIds].sort()).toEqual([...published.keys()].sort());
    const dates = articleIds.map((id) => Date.parse(published.get(id) ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('answers an empty list for no tags and 400 with a code for a body outside the contract', async () => {
    const empty = await request(t.server).post('/api/bookmarkedTagsArticles').send({ bookmarkedTags: [] });
    expect(empty.body).toEqual({ articleIds: [] });
    for (const body of [
      {},
      { bookmarkedTags: ['12'] },
      { bookmarkedTags: Array.from({ length: 21 }, (_, i) => i + 1) },
    ]) {
      const res = await request(t.server).post('/api/bookmarkedTagsArticles').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: 'invalid_bookmarked_tags' });
    }
  });
});
