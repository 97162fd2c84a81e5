import {
  articleTeaserSchema,
  contentErrorSchema,
  homePageSchema,
  teaserBadgeSchema,
  type HomePage,
} from '@news/contracts/content';
import { createTestGrantSigner } from '@news/auth-verify/createTestGrantSigner';
import { CONTENT_GRANT_HEADER } from '@news/contracts/paywallApi';
import { siteMetadataSchema } from '@news/contracts/site';
import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import { plannerRows } from '@news/db/testing/plannerRows';
import express from 'express';
import request from 'supertest';
import { bodyTexts } from './bodyTexts';
import { createContentService } from './createContentService';
import { TEST_ASSETS_DIR } from './createTestContentApp';
import { seedArticles } from './seed/seedArticles';
import { seedContent } from './seed/seedContent';
import { seedFeatureArticles } from './seed/seedFeatureArticles';

describe('content service', () => {
  let db: Db;
  let app: express.Express;
  let grants: Awaited<ReturnType<typeof createTestGrantSigner>>;

  beforeAll(async () => {
    db = await createTestDb();
    app = express();
    grants = await createTestGrantSigner();
    app.use(
      '/content',
      await createContentService({
        db,
        seed: true,
        assetsDir: TEST_ASSETS_DIR,
        verifyGrant: grants.verifyGrant,
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  const get = (path: string, mandator?: string) => {
    const req = request(app).get(path);
    return mandator ? req.set('x-mandator', mandator) : req;
  };
  const home = async (mandator: string): Promise<HomePage> => {
    const res = await get('/content/v5/home', mandator).expect(200);
    return homePageSchema.parse(res.body);
  };

  it('leaves planner statistics of the seeded content', async () => {
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
    for (const table of ['content.articles', 'content.article_tags', 'content.images'])
      expect(await plannerRows(db, table)).toBe(await count(table));
  });

  it('answers healthz', async () => {
    const res = await get('/content/healthz').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it.each(['rb', 'la'])('serves a home page with seeded sections for %s', async (mandator) => {
    const page = await home(mandator);
    const [top, ...channelSections] = page.sections;
    expect(top?.title).toBe('Top-Themen');
    expect(top?.teasers.length).toBe(7);
    expect(channelSections.map((s) => s.targetPathOrUrl)).toEqual([
      '/lokales',
      '/politik',
      '/wirtschaft',
      '/sport',
      '/kultur',
      '/panorama',
      '/ratgeber',
      '/meinung',
    ]);
    for (const section of channelSections) expect(section.teasers.length).toBeGreaterThanOrEqual(3);

    const seededTitles = new Set(
      [...(seedArticles[mandator] ?? []), ...(seedFeatureArticles[mandator] ?? [])].map((a) => a.title),
    );
    const shownTitles = page.sections.flatMap((s) => s.teasers.map((t) => t.title));
    for (const title of shownTitles) expect(seededTitles.has(title)).toBe(true);

    // Top-Themen is ordered newest first and contains the newest seeded article.
    const dates = top!.teasers.map((t) => Date.parse(t.publishDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const newest = [...(seedArticles[mandator] ?? [])].sort((a, b) => a.hoursAgo - b.hoursAgo)[0];
    expect(top!.teasers[0]?.title).toBe(newest?.title);

    const teaser = top!.teasers[0]!;
    const { rows } = await db.query<{ slug: string }>('select slug from content.articles where id = $1', [
      teaser.documentId,
    ]);
    expect(rows[0]?.slug).toMatch(/^[a-z0-9-]+$/);
    expect(teaser.targetPathOrUrl).toBe(`/${rows[0]?.slug}-${teaser.documentId}`);
    expect(teaser.teaserTextHtml).toMatch(/^<p>.+<\/p>$/);
    expect(teaser.authors.length).toBeGreaterThan(0);
    expect(teaser.tags).toContain(teaser.maintag);

    // the mix names each teaser's ressort (the article's channel); the channel sections need none
    const channels = await db.query<{ id: number; title: string }>(
      'select a.id, c.title from content.articles a join content.channels c on c.id = a.channel_id where a.id = any($1::int[])',
      [top!.teasers.map((t) => t.documentId)],
    );
    const channelOf = new Map(channels.rows.map((r) => [r.id, r.title]));
    expect(top!.teasers.map((t) => t.ressort)).toEqual(top!.teasers.map((t) => channelOf.get(t.documentId)));
    expect(channelSections.flatMap((s) => s.teasers).some((t) => t.ressort !== undefined)).toBe(false);
  });

  it('serves different home pages per mandator', async () => {
    const rb = await home('rb');
    const la = await home('la');
    expect(rb.title).toContain('Rheinauer Bote');
    expect(la.title).toContain('Lahntal-Anzeiger');
    const rbIds = new Set(rb.sections.flatMap((s) => s.teasers.map((t) => t.documentId)));
    const laIds = la.sections.flatMap((s) => s.teasers.map((t) => t.documentId));
    expect(laIds.filter((id) => rbIds.has(id))).toEqual([]);
  });

  describe('never ships the body of a plus article without entitlement', () => {
    const plus = (seedArticles.rb ?? []).find((a) => a.restriction === 'plus' && a.authors.length > 0)!;
    const bodies = bodyTexts(plus.body);
    // A known phrase of the paid body: its last paragraph (never part of the lead or teaser).
    const phrase = bodies[bodies.length - 1]!;
    let id = 0;

    beforeAll(async () => {
      const { rows } = await db.query<{ id: number }>(
        "select id from content.articles where mandator = 'rb' and title = $1",
        [plus.title],
      );
      id = rows[0]!.id;
    });

    /** The JSON of the first page (1–10) of a list whose answer includes the plus article. */
    const pageWithArticle = async (path: (page: number) => string): Promise<string> => {
      for (let page = 1; page <= 10; page++) {
        const res = await get(path(page), 'rb');
        if (res.status !== 200) break;
        const json = JSON.stringify(res.body);
        if (json.includes(`"documentId":${id}`) || json.includes(`"id":${id},`)) return json;
      }
      throw new Error(`the plus article ${id} is in no page of ${path(1)}`);
    };
    const longestTitleWord = () =>
      plus.title
        .split(/[^\p{L}\p{N}]+/u)
        .sort((a, b) => b.length - a.length)[0]!
        .toLowerCase();

    it('the phrase is there for a request with a content grant for the article', async () => {
      const grant = await grants.grantFor({ art: id, man: 'rb' });
      const res = await get(`/content/v5/articles/${id}`, 'rb').set(CONTENT_GRANT_HEADER, grant).expect(200);
      expect(JSON.stringify(res.body)).toContain(phrase);
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it.each([
      ['article page', () => `/content/v5/articles/${id}`],
      ['teaser', () => `/content/v5/articles/${id}/teaser`],
      [
        'similar-article search',
        () => `/content/v5/articles/search?limit=20&searchTerms=${longestTitleWord()}`,
      ],
      [
        'search',
        (page: number) => `/content/v5/search?q=${encodeURIComponent(longestTitleWord())}&page=${page}`,
      ],
      ['channel', (page: number) => `/content/v5/channel/${plus.channel}?page=${page}`],
      ['headlines', (page: number) => `/content/v5/headlines?page=${page}`],
      ['newest articles', (page: number) => `/content/v5/newest-articles?page=${page}`],
      ['topic', (page: number) => `/content/v5/tags/${plus.maintag}?page=${page}`],
      ['author', (page: number) => `/content/v5/authors/${plus.authors[0]}?page=${page}`],
    ])('%s: no sentence of the paid body', async (_name, path) => {
      const json = await pageWithArticle(path);
      expect(json).toContain(plus.title);
      expect(json).not.toContain(phrase);
      for (const text of bodies) expect(json).not.toContain(text);
    });

    it.each([
      ['x-entitlement', 'full'],
      [CONTENT_GRANT_HEADER, 'full'],
    ])('a bare %s header unlocks nothing', async (header, value) => {
      const res = await get(`/content/v5/articles/${id}`, 'rb').set(header, value).expect(200);
      expect(res.body).toMatchObject({ isPaywalled: true, contentItems: [] });
      expect(JSON.stringify(res.body)).not.toContain(phrase);
    });

    it('home: no sentence of any plus body, although it shows plus teasers', async () => {
      const page = await home('rb');
      expect(page.sections.some((s) => s.teasers.some((t) => t.contentRestriction === 'plus'))).toBe(true);
      const json = JSON.stringify(page);
      const plusBodies = (seedArticles.rb ?? [])
        .filter((a) => a.restriction === 'plus')
        .flatMap((a) => bodyTexts(a.body));
      for (const text of plusBodies) expect(json).not.toContain(text);
    });
  });

  it('HTML-escapes the teaser text', async () => {
    const { rows } = await db.query<{ id: number }>(
      "select id from content.articles where mandator = 'la' order by id desc limit 1",
    );
    const id = rows[0]!.id;
    await db.query('update content.articles set teaser_text = $1 where id = $2', [
      'Müller & Söhne <b>"neu"</b>',
      id,
    ]);
    const teaser = articleTeaserSchema.parse(
      (await get(`/content/v5/articles/${id}/teaser`, 'la').expect(200)).body,
    );
    expect(teaser.teaserTextHtml).toBe('<p>Müller &amp; Söhne &lt;b&gt;&quot;neu&quot;&lt;/b&gt;</p>');
  });

  it('shows plus and free articles, opinion, podcast and video teasers', async () => {
    const teasers = (await home('rb')).sections.flatMap((s) => s.teasers);
    expect(teasers.some((t) => t.contentRestriction === 'plus')).toBe(true);
    expect(teasers.some((t) => t.contentRestriction === 'free')).toBe(true);
    expect(teasers.some((t) => t.isOpinion && t.badge === 'Kommentar')).toBe(true);
    expect(teasers.some((t) => t.isPodcast)).toBe(true);
    expect(teasers.some((t) => t.isVideoArticle)).toBe(true);
    expect(teasers.some((t) => t.authors.some((a) => a.shortname))).toBe(true);
  });

  it('stores every teaser badge and enough articles across channels', async () => {
    const badges = await db.query<{ badge: string }>(
      'select distinct badge from content.articles where badge is not null order by badge',
    );
    expect(badges.rows.map((r) => r.badge).sort()).toEqual([...teaserBadgeSchema.options].sort());
    const counts = await db.query<{ mandator: string; articles: number; channels: number; plus: number }>(
      `select a.mandator, count(*)::int as articles, count(distinct split_part(c.path, '/', 1))::int as channels,
              count(*) filter (where a.content_restriction = 'plus')::int as plus
       from content.articles a join content.channels c on c.id = a.channel_id group by a.mandator order by a.mandator`,
    );
    for (const row of counts.rows) {
      expect(row.articles).toBeGreaterThanOrEqual(30);
      expect(row.channels).toBeGreaterThanOrEqual(8);
      expect(row.plus / row.articles).toBeGreaterThan(0.25);
      expect(row.plus / row.articles).toBeLessThan(0.45);
    }
    expect(counts.rows.map((r) => r.mandator)).toEqual(['la', 'rb']);
    const authors = await db.query<{ n: number }>('select count(*)::int as n from content.authors');
    expect(authors.rows[0]?.n).toBeGreaterThanOrEqual(10);
  });

  it('serves site metadata from the database', async () => {
    const res = await get('/content/v5/sites', 'la').expect(200);
    const site = siteMetadataSchema.parse(res.body);
    expect(site.mandator).toBe('la');
    expect(site.name).toBe('Lahntal-Anzeiger');
    expect(site.menuHandles.main.map((m) => m.path)).toContain('/sport');
    expect(site.menuHandles.legal.map((m) => m.path)).toEqual([
      '/agb',
      '/datenschutz',
      '/impressum',
      '/accessibility',
    ]);
    await db.query(
      "update content.menu_items set label = 'Kundencenter' where mandator = 'la' and handle = 'userSupport' and position = 0",
    );
    const changed = siteMetadataSchema.parse((await get('/content/v5/sites', 'la').expect(200)).body);
    expect(changed.menuHandles.userSupport[0]?.label).toBe('Kundencenter');
    const rb = siteMetadataSchema.parse((await get('/content/v5/sites', 'rb').expect(200)).body);
    expect(rb.name).toBe('Rheinauer Bote');
  });

  it('names the newest published Eilmeldung of the brand as its breaking news, and none without one', async () => {
    const breaking = await db.query<{ id: number; title: string; slug: string }>(
      `select id, title, slug from content.articles where mandator = 'rb' and badge = 'Eilmeldung'
        order by publish_date desc, id desc`,
    );
    const expected = breaking.rows[0]!;
    const sites = async () =>
      siteMetadataSchema.parse((await get('/content/v5/sites', 'rb').expect(200)).body);
    expect((await sites()).breakingNews).toEqual({
      id: expected.id,
      title: expected.title,
      path: `/${expected.slug}-${expected.id}`,
    });
    const later = await db.query<{ id: number; publish_date: Date }>(
      "select id, publish_date from content.articles where mandator = 'rb' and badge is null order by id limit 1",
    );
    const scheduled = later.rows[0]!;
    const ids = breaking.rows.map((r) => r.id);
    try {
      // scheduled for later: not breaking yet
      await db.query(
        "update content.articles set badge = 'Eilmeldung', publish_date = now() + interval '1 hour' where id = $1",
        [scheduled.id],
      );
      expect((await sites()).breakingNews?.id).toBe(expected.id);
      await db.query("update content.articles set badge = 'Live' where id = any($1::int[])", [ids]);
      expect((await sites()).breakingNews).toBeNull();
    } finally {
      await db.query('update content.articles set badge = null, publish_date = $2 where id = $1', [
        scheduled.id,
        scheduled.publish_date,
      ]);
      await db.query("update content.articles set badge = 'Eilmeldung' where id = any($1::int[])", [ids]);
    }
  });

  it('serves a teaser by id and only for its own mandator', async () => {
    const { rows } = await db.query<{ id: number; title: string }>(
      "select id, title from content.articles where mandator = 'rb' and content_restriction = 'plus' order by id limit 1",
    );
    const article = rows[0]!;
    const res = await get(`/content/v5/articles/${article.id}/teaser`, 'rb').expect(200);
    const teaser = articleTeaserSchema.parse(res.body);
    expect(teaser.documentId).toBe(article.id);
    expect(teaser.title).toBe(article.title);
    expect(teaser.contentRestriction).toBe('plus');

    const other = await get(`/content/v5/articles/${article.id}/teaser`, 'la').expect(404);
    expect(contentErrorSchema.parse(other.body)).toEqual({
      status: 404,
      message: 'page_not_found',
      path: `articles/${article.id}/teaser`,
    });
  });

  it.each([
    ['/content/v5/articles/999999/teaser', 404, 'page_not_found'],
    ['/content/v5/articles/99999999999/teaser', 404, 'page_not_found'],
    ['/content/v5/articles/abc/teaser', 400, 'invalid_id'],
    ['/content/v5/articles/12a/teaser', 400, 'invalid_id'],
  ])('answers %s with %i %s', async (path, status, message) => {
    const res = await get(path, 'rb').expect(status);
    expect(contentErrorSchema.parse(res.body)).toMatchObject({ status, message });
  });

  it('answers unknown pages with 404 page_not_found and the path', async () => {
    const res = await get('/content/v5/foo/bar', 'rb').expect(404);
    expect(res.body).toEqual({ status: 404, message: 'page_not_found', path: 'foo/bar' });
    const feeds = await get('/content/v5/personal-feeds/cities', 'la').expect(404);
    expect(feeds.body.path).toBe('personal-feeds/cities');
  });

  it.each([undefined, 'xx', 'RB; drop table x', ''])('rejects mandator %p with 400', async (mandator) => {
    const res = await get('/content/v5/home', mandator).expect(400);
    expect(contentErrorSchema.parse(res.body)).toEqual({ status: 400, message: 'unknown_mandator' });
  });

  it('reports 503 from healthz when the database is gone', async () => {
    const ownDb = await createTestDb();
    const ownApp = express();
    ownApp.use('/content', await createContentService({ db: ownDb }));
    await ownDb.close();
    const res = await request(ownApp).get('/content/healthz').expect(503);
    expect(res.body).toEqual({ status: 'unavailable' });
  });

  it('does not duplicate anything when seeding again', async () => {
    const count = async () =>
      (
        await db.query<{ articles: number; authors: number; links: number; mandators: number }>(
          `select (select count(*)::int from content.articles) as articles,
                  (select count(*)::int from content.authors) as authors,
                  (select count(*)::int from content.article_tags) as links,
                  (select count(*)::int from content.mandators) as mandators`,
        )
      ).rows[0];
    const before = await count();
    const seeded = (m: string) => (seedArticles[m]?.length ?? 0) + (seedFeatureArticles[m]?.length ?? 0);
    expect(before?.articles).toBe(seeded('rb') + seeded('la'));
    expect(await seedContent(db)).toEqual({ seeded: false, articles: 0 });
    await createContentService({ db, seed: true, assetsDir: TEST_ASSETS_DIR });
    expect(await count()).toEqual(before);
  });

  it('finds inflected German words with the full-text column', async () => {
    const search = async (query: string) =>
      (
        await db.query<{ title: string }>(
          "select title from content.articles where search @@ to_tsquery('german', $1) order by title",
          [query],
        )
      ).rows.map((r) => r.title);
    // "Häuser" and "Häusern" appear in the seed texts; the German stemmer maps them to "haus".
    const haus = await search('Haus');
    expect(haus.length).toBeGreaterThan(0);
    expect(haus).toContain('Neubaugebiet Lindenhof-Süd: 140 Häuser sollen bis 2028 entstehen');
    // Found only through the body text (title and teaser do not contain the word).
    expect(haus).toContain('Kesselbach zeigt verschollene Flößer-Fotos');
    expect(await search('Brauereien')).toContain(
      'Traditionsbrauerei findet Investor und rettet 45 Arbeitsplätze',
    );
    expect(await search('Quantenkryptographie')).toEqual([]);
  });
});
