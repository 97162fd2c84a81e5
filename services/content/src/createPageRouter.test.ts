import { articleTeaserSchema, contentErrorSchema, homePageSchema } from '@news/contracts/content';
import {
  articlePageSchema,
  articleSearchResultSchema,
  authorPageSchema,
  authorsPageSchema,
  channelPageSchema,
  documentPageSchema,
  headlinesPageSchema,
  newestArticlesPageSchema,
  newsSitemapDataSchema,
  newsletterPageSchema,
  newslettersPageSchema,
  personalFeedsSchema,
  podcastPageSchema,
  podcastsPageSchema,
  searchPageSchema,
  sitemapDataSchema,
  testReportPageSchema,
  testReportsPageSchema,
  topicHierarchySchema,
  topicPageSchema,
  topicsListSchema,
  type FeedTreeNode,
} from '@news/contracts/contentPages';
import { verifyImageSignature } from '@news/contracts/imageSignature';
import type { Db } from '@news/db/createDb';
import type express from 'express';
import request from 'supertest';
import type { z } from 'zod/mini';
import { createTestContentApp, SIGNED_SEED_IMAGE, TEST_IMAGE_SECRET } from './createTestContentApp';

describe('content pages', () => {
  let db: Db;
  let app: express.Express;
  const ids: Record<string, { article: number; podcast: number }> = {};

  beforeAll(async () => {
    ({ db, app } = await createTestContentApp());
    for (const mandator of ['rb', 'la']) {
      const article = await db.query<{ id: number }>(
        'select min(id) as id from content.articles where mandator = $1',
        [mandator],
      );
      const podcast = await db.query<{ id: number }>(
        'select min(id) as id from content.podcasts where mandator = $1',
        [mandator],
      );
      ids[mandator] = { article: article.rows[0]!.id, podcast: podcast.rows[0]!.id };
    }
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  const get = (path: string, mandator = 'rb') =>
    request(app).get(`/content/v5/${path}`).set('x-mandator', mandator);
  const count = async (sql: string, params: unknown[]) =>
    (await db.query<{ n: number }>(sql, params)).rows[0]?.n ?? -1;

  const pages: [string, (m: string) => string, z.ZodMiniType][] = [
    ['channel by query', () => 'channel?path=sport', channelPageSchema],
    ['channel by path', () => 'channel/lokales', channelPageSchema],
    ['article', (m) => `articles/${ids[m]!.article}`, articlePageSchema],
    ['topic', () => 'tags/8', topicPageSchema],
    ['topic hierarchy', () => 'tags/81/hierarchy', topicHierarchySchema],
    ['topics', () => 'tags', topicsListSchema],
    ['regions', () => 'personal-feeds/regions', personalFeedsSchema],
    ['topic tree', () => 'personal-feeds/topics', personalFeedsSchema],
    ['authors', () => 'authors', authorsPageSchema],
    ['author', () => 'authors/1', authorPageSchema],
    ['headlines', () => 'headlines', headlinesPageSchema],
    ['newest articles', () => 'newest-articles', newestArticlesPageSchema],
    ['test reports', () => 'test-reports', testReportsPageSchema],
    ['test report', () => 'test-reports/2', testReportPageSchema],
    ['podcasts', () => 'podcasts', podcastsPageSchema],
    ['podcast', (m) => `podcasts/${ids[m]!.podcast}`, podcastPageSchema],
    ['newsletters', () => 'newsletters', newslettersPageSchema],
    ['newsletter', () => 'newsletters/sport-am-montag', newsletterPageSchema],
    ['document agb', () => 'documents/agb', documentPageSchema],
    ['document datenschutz', () => 'documents/datenschutz', documentPageSchema],
    ['document impressum', () => 'documents/impressum', documentPageSchema],
    ['document accessibility', () => 'documents/accessibility', documentPageSchema],
    ['article search', () => 'articles/search?offset=0&limit=3&searchTerms=Stadt', articleSearchResultSchema],
    ['search', () => 'search?q=Stadt', searchPageSchema],
    ['sitemap data', () => 'sitemap-data', sitemapDataSchema],
    ['news sitemap data', () => 'news-sitemap-data', newsSitemapDataSchema],
  ];

  describe.each(['rb', 'la'])('for mandator %s', (mandator) => {
    it.each(pages)('serves the %s page matching its schema', async (_name, path, schema) => {
      const res = await get(path(mandator), mandator).expect(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      const parsed = schema.safeParse(res.body);
      expect(parsed.error).toBeUndefined();
      // The schemas are strict about presence, not about extra keys: nothing unexpected is sent either.
      expect(res.body).toEqual(parsed.data);
    });
  });

  it('serves the same channel page in both address forms, with breadcrumb and sub-channels', async () => {
    const byQuery = channelPageSchema.parse((await get('channel?path=lokales').expect(200)).body);
    const byPath = channelPageSchema.parse((await get('channel/lokales').expect(200)).body);
    expect(byQuery).toEqual(byPath);
    expect(byPath.title).toBe('Lokales');
    expect(byPath.subChannels.map((c) => c.path)).toEqual([
      '/lokales/rheinau-stadt',
      '/lokales/auenfeld',
      '/lokales/kesselbach',
      '/lokales/weidenau',
    ]);
    const sub = channelPageSchema.parse((await get('channel/lokales/rheinau-stadt').expect(200)).body);
    expect(sub.breadcrumb).toEqual([
      { label: 'Lokales', path: '/lokales' },
      { label: 'Rheinau', path: '/lokales/rheinau-stadt' },
    ]);
    expect(sub.teasers.length).toBeGreaterThan(0);
    // Parent channel lists the sub-channel's articles too; the sub-channel only its own.
    const subIds = sub.teasers.map((t) => t.documentId);
    const inSub = await count(
      `select count(*)::int as n from content.articles a join content.channels c on c.id = a.channel_id
       where a.id = any($1::int[]) and c.path = 'lokales/rheinau-stadt'`,
      [subIds],
    );
    expect(inSub).toBe(subIds.length);
    expect(byPath.pagination.total).toBeGreaterThan(sub.pagination.total);
  });

  it.each([
    ['channel/nope', 'channel/nope'],
    ['channel?path=nope', 'channel/nope'],
    ['channel?path=', 'channel/'],
    ['channel/lokales/lahnfels', 'channel/lokales/lahnfels'],
    ['channel/Sport', 'channel/Sport'],
  ])('answers unknown channel %s with 404 and its path', async (path, errorPath) => {
    const res = await get(path).expect(404);
    expect(res.body).toEqual({ status: 404, message: 'page_not_found', path: errorPath });
  });

  it('paginates newest articles by 20 and refuses pages after the last', async () => {
    const total = await count(
      "select count(*)::int as n from content.articles where mandator = 'rb' and publish_date <= now()",
      [],
    );
    expect(total).toBeGreaterThan(20);
    const first = newestArticlesPageSchema.parse((await get('newest-articles').expect(200)).body);
    const second = newestArticlesPageSchema.parse((await get('newest-articles?page=2').expect(200)).body);
    expect(first.pagination).toEqual({ page: 1, pageSize: 20, total, totalPages: Math.ceil(total / 20) });
    expect(first.teasers).toHaveLength(20);
    expect(second.pagination.page).toBe(2);
    const firstIds = first.teasers.map((t) => t.documentId);
    expect(second.teasers.some((t) => firstIds.includes(t.documentId))).toBe(false);
    const dates = [...first.teasers, ...second.teasers].map((t) => Date.parse(t.publishDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const last = first.pagination.totalPages;
    await get(`newest-articles?page=${last}`).expect(200);
    const beyond = await get(`newest-articles?page=${last + 1}`).expect(404);
    expect(beyond.body).toEqual({ status: 404, message: 'page_not_found', path: 'newest-articles' });
  });

  it('numbers headlines across pages', async () => {
    const first = headlinesPageSchema.parse((await get('headlines').expect(200)).body);
    const second = headlinesPageSchema.parse((await get('headlines?page=2').expect(200)).body);
    expect(first.headlines.map((h) => h.numbering)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(second.headlines[0]?.numbering).toBe(21);
    expect(first.headlines[0]?.fontSize).toBe('medium');
  });

  it.each(['0', '-1', 'abc', '1.5', '1001', '2e1', '1&page=2'])(
    'rejects page=%s with 400 invalid_page',
    async (page) => {
      for (const path of [
        'newest-articles',
        'headlines',
        'channel/sport',
        'tags/8',
        'authors/1',
        'search?q=Rhein&x=1',
      ]) {
        const res = await get(`${path}${path.includes('?') ? '&' : '?'}page=${page}`).expect(400);
        expect(res.body).toEqual({ status: 400, message: 'invalid_page' });
      }
    },
  );

  it('shows a topic with the articles of its descendants and its hierarchy', async () => {
    const umwelt = topicPageSchema.parse((await get('tags/8').expect(200)).body);
    expect(umwelt.label).toBe('Umwelt');
    expect(umwelt.description).not.toBe('');
    const hochwasser = topicPageSchema.parse((await get('tags/81').expect(200)).body);
    expect(hochwasser.parent).toEqual({ id: 8, label: 'Umwelt', path: '/themen/8' });
    expect(hochwasser.teasers.length).toBeGreaterThan(0);
    const umweltIds = umwelt.teasers.map((t) => t.documentId);
    for (const t of hochwasser.teasers) expect(umweltIds).toContain(t.documentId);
    const hierarchy = topicHierarchySchema.parse((await get('tags/81/hierarchy').expect(200)).body);
    expect(hierarchy.ancestors).toEqual([{ id: 8, label: 'Umwelt', path: '/themen/8' }]);
    expect(hierarchy.children).toEqual([]);
    const root = topicHierarchySchema.parse((await get('tags/8/hierarchy').expect(200)).body);
    expect(root.children.map((c) => c.label)).toEqual([
      'Energiewende',
      'Hochwasser',
      'Natur und Tiere',
      'Wetter',
    ]);
  });

  it('groups the topics A–Z', async () => {
    const list = topicsListSchema.parse((await get('tags').expect(200)).body);
    const letters = list.groups.map((g) => g.letter);
    expect([...letters].sort()).toEqual(letters);
    const all = list.groups.flatMap((g) => g.topics);
    expect(all).toHaveLength(await count('select count(*)::int as n from content.tags', []));
    for (const group of list.groups)
      for (const topic of group.topics) expect(topic.label.charAt(0).toUpperCase()).toBe(group.letter);
    const fussball = all.find((t) => t.label === 'Fußball');
    expect(fussball?.articleCount).toBe(
      await count(
        `select count(*)::int as n from content.article_tags t join content.articles a on a.id = t.article_id
         where t.tag_id = 31 and a.mandator = 'rb'`,
        [],
      ),
    );
  });

  it('serves region trees per brand and the topic tree', async () => {
    const rb = personalFeedsSchema.parse((await get('personal-feeds/regions', 'rb').expect(200)).body);
    const la = personalFeedsSchema.parse((await get('personal-feeds/regions', 'la').expect(200)).body);
    expect(rb.items.map((r) => r.label)).toEqual(['Rheinau-Tal']);
    expect(la.items.map((r) => r.label)).toEqual(['Lahntal']);
    const flat = (nodes: FeedTreeNode[]): FeedTreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const rheinau = flat(rb.items).find((n) => n.label === 'Rheinau');
    expect(rheinau?.target).toBe('/lokales/rheinau-stadt');
    expect(rheinau?.children.map((c) => c.target)).toEqual([
      '/lokales/rheinau-stadt',
      '/lokales/rheinau-stadt',
      '/lokales/rheinau-stadt',
    ]);
    const topics = personalFeedsSchema.parse((await get('personal-feeds/topics').expect(200)).body);
    expect(flat(topics.items)).toHaveLength(await count('select count(*)::int as n from content.tags', []));
    expect(topics.items[0]).toMatchObject({ id: 1, label: 'Politik', target: '/themen/1' });
  });

  it('lists authors with counts and shows an author profile with articles', async () => {
    const authors = authorsPageSchema.parse((await get('authors').expect(200)).body);
    expect(authors.authors).toHaveLength(await count('select count(*)::int as n from content.authors', []));
    const klee = authors.authors.find((a) => a.id === 1)!;
    const expected = await count(
      `select count(*)::int as n from content.article_authors aa join content.articles a on a.id = aa.article_id
       where aa.author_id = 1 and a.mandator = 'rb'`,
      [],
    );
    expect(klee.articleCount).toBe(expected);
    const profile = authorPageSchema.parse((await get('authors/1').expect(200)).body);
    expect(profile.author).toEqual(klee);
    expect(profile.author.bio).toBeTruthy();
    expect(profile.teasers).toHaveLength(Math.min(expected, 20));
    for (const t of profile.teasers) expect(t.authors.map((a) => a.id)).toContain(1);
    await get('authors/999').expect(404);
  });

  it('serves test reports with ratings, pros and cons', async () => {
    const feed = testReportsPageSchema.parse((await get('test-reports').expect(200)).body);
    expect(feed.reports.length).toBeGreaterThanOrEqual(6);
    const report = testReportPageSchema.parse(
      (await get(`test-reports/${feed.reports[0]!.id}`).expect(200)).body,
    );
    expect(report.rating).toBeGreaterThanOrEqual(1);
    expect(report.rating).toBeLessThanOrEqual(5);
    expect(typeof report.rating).toBe('number');
    expect(report.pros.length).toBeGreaterThan(0);
    expect(report.cons.length).toBeGreaterThan(0);
    expect(report.contentItems.length).toBeGreaterThan(0);
    expect(report.canonicalPath).toBe(feed.reports[0]!.targetPathOrUrl);
    await get('test-reports/2?page=2').expect(200);
    await get('test-reports?page=2').expect(404);
  });

  it('serves podcasts with episodes and audio of the brand', async () => {
    const rb = podcastsPageSchema.parse((await get('podcasts', 'rb').expect(200)).body);
    const la = podcastsPageSchema.parse((await get('podcasts', 'la').expect(200)).body);
    expect(rb.podcasts.map((p) => p.title)).toEqual(['Rheinau-Talk', 'Verbraucher-Check']);
    expect(la.podcasts.map((p) => p.title)).toEqual(['Lahntal-Geplauder', 'Verbraucher-Check']);
    const podcast = podcastPageSchema.parse((await get(`podcasts/${rb.podcasts[0]!.id}`).expect(200)).body);
    expect(podcast.episodes.length).toBeGreaterThanOrEqual(3);
    expect(podcast.episodeCount).toBe(podcast.episodes.length);
    for (const e of podcast.episodes) {
      expect(e.audioUrl).toMatch(/^\/media\/podcasts\/rheinau-talk-\d\.wav$/);
      expect(e.durationSeconds).toBeGreaterThanOrEqual(5);
      expect(e.durationSeconds).toBeLessThanOrEqual(10);
    }
    // The other brand's podcast is not found.
    await get(`podcasts/${la.podcasts[0]!.id}`, 'rb').expect(404);
  });

  it('serves newsletters and legal documents per brand', async () => {
    const list = newslettersPageSchema.parse((await get('newsletters', 'la').expect(200)).body);
    expect(list.newsletters.map((n) => n.slug)).toEqual(['der-morgen', 'sport-am-montag', 'plus-lesetipps']);
    const morning = newsletterPageSchema.parse((await get('newsletters/der-morgen', 'la').expect(200)).body);
    expect(morning.title).toContain('Lahntal');
    expect(morning.topics.length).toBeGreaterThan(0);
    const res = await get('newsletters/gibt-es-nicht', 'la').expect(404);
    expect(res.body).toEqual({ status: 404, message: 'page_not_found', path: 'newsletters/gibt-es-nicht' });
    const impressum = documentPageSchema.parse((await get('documents/impressum', 'la').expect(200)).body);
    expect(JSON.stringify(impressum)).toContain('Lahntal-Anzeiger');
    expect(impressum.contentItems.length).toBeGreaterThan(3);
    await get('documents/barrierefreiheit').expect(404);
  });

  it('lists all article paths and the last 48 hours for the sitemaps', async () => {
    const sitemap = sitemapDataSchema.parse((await get('sitemap-data', 'la').expect(200)).body);
    const total = await count(
      "select count(*)::int as n from content.articles where mandator = 'la' and publish_date <= now()",
      [],
    );
    expect(sitemap.entries).toHaveLength(total);
    expect(new Set(sitemap.entries.map((e) => e.path)).size).toBe(total);
    for (const e of sitemap.entries) expect(e.path).toMatch(/^\/[a-z0-9-]+-\d+$/);
    const news = newsSitemapDataSchema.parse((await get('news-sitemap-data', 'la').expect(200)).body);
    const recent = await count(
      `select count(*)::int as n from content.articles
       where mandator = 'la' and publish_date <= now() and publish_date > now() - interval '48 hours'`,
      [],
    );
    expect(news.entries).toHaveLength(recent);
    expect(recent).toBeGreaterThan(0);
    expect(recent).toBeLessThan(total);
    for (const e of news.entries) expect(Date.now() - Date.parse(e.publishDate)).toBeLessThan(48 * 3_600_000);
    await get('sitemap-data?page=2', 'la').expect(404);
  });

  it('puts an image with a signed image-proxy URL on every teaser', async () => {
    const page = newestArticlesPageSchema.parse((await get('newest-articles').expect(200)).body);
    for (const t of page.teasers) {
      expect(t.img?.baseUrl).toMatch(SIGNED_SEED_IMAGE);
      const [, , signature = '', ...source] = t.img!.baseUrl.split('/');
      expect(verifyImageSignature(source.join('/'), signature, TEST_IMAGE_SECRET)).toBe(true);
      expect(verifyImageSignature(source.join('/'), signature, `${TEST_IMAGE_SECRET}x`)).toBe(false);
      expect(t.img?.altText).toBeTruthy();
    }
    const home = homePageSchema.parse((await get('home').expect(200)).body);
    for (const t of home.sections.flatMap((s) => s.teasers))
      expect(t.img?.baseUrl).toMatch(SIGNED_SEED_IMAGE);
    const teaser = articleTeaserSchema.parse(
      (await get(`articles/${page.teasers[0]!.documentId}/teaser`).expect(200)).body,
    );
    expect(teaser.img).toEqual(page.teasers[0]!.img);
  });

  it.each([
    ['foo/bar', 404, 'page_not_found', 'foo/bar'],
    ['tags/8/children', 404, 'page_not_found', 'tags/8/children'],
    ['personal-feeds/cities', 404, 'page_not_found', 'personal-feeds/cities'],
    ['articles/999999', 404, 'page_not_found', 'articles/999999'],
    ['articles/99999999999', 404, 'page_not_found', 'articles/99999999999'],
    ['tags/9999', 404, 'page_not_found', 'tags/9999'],
    ['tags/9999/hierarchy', 404, 'page_not_found', 'tags/9999/hierarchy'],
    ['test-reports/999', 404, 'page_not_found', 'test-reports/999'],
    ['podcasts/999', 404, 'page_not_found', 'podcasts/999'],
    ['documents/xyz', 404, 'page_not_found', 'documents/xyz'],
    ['articles/abc', 400, 'invalid_id', undefined],
    ['articles/12a', 400, 'invalid_id', undefined],
    ['articles/-1', 400, 'invalid_id', undefined],
    ['tags/abc', 400, 'invalid_id', undefined],
    ['tags/1.5/hierarchy', 400, 'invalid_id', undefined],
    ['authors/x', 400, 'invalid_id', undefined],
    ['test-reports/eins', 400, 'invalid_id', undefined],
    ['podcasts/%20', 400, 'invalid_id', undefined],
    ['channel/%E0%A4%A', 400, 'bad_request', undefined],
  ])('answers %s with %i %s', async (path, status, message, errorPath) => {
    const res = await get(path).expect(status);
    expect(contentErrorSchema.parse(res.body)).toEqual(
      errorPath === undefined ? { status, message } : { status, message, path: errorPath },
    );
  });
});
