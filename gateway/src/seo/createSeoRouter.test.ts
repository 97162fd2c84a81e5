import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createContentService } from '@news/content-service/createContentService';
import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import express from 'express';
import request from 'supertest';
import { resolveMandator } from '../resolveMandator';
import { createSelfRequest } from '../upstream/selfRequest';
import { checkWellFormedXml } from './testing/checkWellFormedXml';
import { createSeoRouter } from './createSeoRouter';
import { HOME_FEED_MAX_ITEMS } from './sendHomeRss';
import { FEED_NOT_FOUND_TEXT, UNAVAILABLE_TEXT } from './sendSeoText';
import { RSS_CONTENT_TYPE, XML_CONTENT_TYPE } from './sendSeoXml';

const silent = { warn: jest.fn() };
const INTERNAL_TOKEN = 'seo-test-token';
/** Brand la's configured public origin (BRAND_BASE_URLS); rb's is the test server's own address. */
const LA_ORIGIN = 'https://www.lahntal-anzeiger.example';

/** The mandator middleware as the gateway configures it, with rb's origin known once the server listens. */
const brandOf =
  (rbOrigin: () => string): express.RequestHandler =>
  (req, res, next) =>
    resolveMandator({
      defaultMandator: 'rb',
      brandOrigins: { rb: rbOrigin(), la: LA_ORIGIN },
      internalToken: INTERNAL_TOKEN,
    })(req, res, next);

/** Starts `app` on a free port of 127.0.0.1. */
async function listen(app: express.Express): Promise<{ server: http.Server; origin: string }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: http.Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

/** The values of every `<tag>…</tag>` in `xml`. */
const all = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`, 'g'))].map((m) => m[1] ?? '');

let dir: string;
let db: Db;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'seo-test-'));
  db = await createTestDb();
  const app = express();
  app.use(brandOf(() => origin));
  app.use('/content', await createContentService({ db, seed: true, assetsDir: dir }));
  ({ server, origin } = await listen(app));
  app.use(
    createSeoRouter({ self: createSelfRequest(origin, INTERNAL_TOKEN), logger: silent, timeoutMs: 1000 }),
  );
  // What a gateway answers behind the SEO router (the document catch-all).
  app.use((_req, res) => {
    res.status(418).send('document');
  });
}, 120_000);

afterAll(async () => {
  await close(server);
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const get = (p: string) => request(server).get(p);

describe('robots.txt', () => {
  it('allows all, disallows private areas and lists the sitemaps of the brand origin', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.text).toContain('User-agent: *\nAllow: /\n');
    for (const p of ['/__mein-portal/', '/account', '/api/', '/order/', '/suche'])
      expect(res.text).toContain(`Disallow: ${p}\n`);
    expect(res.text).toContain(`Sitemap: ${origin}/sitemap.xml\n`);

    const la = await get('/robots.txt').set('host', 'la.localhost:8080');
    expect(la.text).toContain(`Sitemap: ${LA_ORIGIN}/sitemap.xml\n`);
  });

  it('takes no host from the request into its links (the brand origin is configuration)', async () => {
    for (const [name, value] of [
      ['host', 'evil.example'],
      ['x-forwarded-host', 'evil.example'],
      ['x-forwarded-proto', 'javascript:alert(1)//'],
    ] as const) {
      const res = await get('/robots.txt').set(name, value);
      expect([name, res.status]).toEqual([name, 200]);
      expect(res.text).toContain(`Sitemap: ${origin}/sitemap.xml\n`);
      expect(res.text).not.toMatch(/evil|javascript/);
    }
  });
});

describe('sitemaps', () => {
  it('the index references one article sitemap per content page, pages and news', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XML_CONTENT_TYPE);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(checkWellFormedXml(res.text)).toBeNull();
    expect(res.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = all(res.text, 'loc');
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from content.articles where mandator = 'rb' and publish_date <= now()",
    );
    const pages = Math.max(1, Math.ceil((rows[0]?.n ?? 0) / 50_000));
    expect(locs).toEqual([
      ...Array.from({ length: pages }, (_, i) => `${origin}/sitemaps/articles-${i + 1}.xml`),
      `${origin}/sitemaps/pages.xml`,
      `${origin}/sitemaps/news.xml`,
    ]);
  });

  it('an article sitemap lists the brand’s published articles with absolute loc and lastmod', async () => {
    const res = await get('/sitemaps/articles-1.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XML_CONTENT_TYPE);
    expect(checkWellFormedXml(res.text)).toBeNull();
    const rb = await db.query<{ path: string }>(
      `select '/' || slug || '-' || id as path from content.articles
       where mandator = 'rb' and publish_date <= now() order by publish_date desc limit 1`,
    );
    const la = await db.query<{ path: string }>(
      "select '/' || slug || '-' || id as path from content.articles where mandator = 'la' limit 1",
    );
    const rbPath = rb.rows[0]?.path;
    const laPath = la.rows[0]?.path;
    expect(rbPath).toBeDefined();
    expect(res.text).toMatch(
      new RegExp(
        `<url><loc>${origin}${rbPath}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod></url>`,
      ),
    );
    expect(res.text).not.toContain(`${laPath}</loc>`);
  });

  it.each([
    'articles-0.xml',
    'articles-2.xml',
    'articles-01.xml',
    'articles-x.xml',
    'articles-1001.xml',
    'foo.xml',
  ])('answers 404 for /sitemaps/%s', async (file) => {
    const res = await get(`/sitemaps/${file}`);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe('Sitemap nicht gefunden');
  });

  it('the pages sitemap lists home, channels with sub-channels, fixed and legal pages', async () => {
    const res = await get('/sitemaps/pages.xml');
    expect(res.status).toBe(200);
    expect(checkWellFormedXml(res.text)).toBeNull();
    const locs = all(res.text, 'loc');
    for (const p of [
      '/',
      '/sport',
      '/lokales',
      '/lokales/rheinau-stadt',
      '/themen',
      '/autoren',
      '/schlagzeilen',
      '/testberichte',
      '/podcasts',
      '/newsletter-anmeldung',
      '/impressum',
      '/datenschutz',
    ])
      expect(locs).toContain(`${origin}${p}`);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((l) => l.startsWith(`${origin}/`))).toBe(true);
  });

  it('the pages sitemap lists authors and topics with articles, every test report and every podcast', async () => {
    const locs = all((await get('/sitemaps/pages.xml')).text, 'loc');
    const json = async <T>(apiPath: string): Promise<T> =>
      (await get(`/content/v5/${apiPath}`).set('x-mandator', 'rb')).body as T;

    const { authors } = await json<{ authors: { urlPath: string; articleCount: number }[] }>('authors');
    const writing = authors.filter((a) => a.articleCount > 0);
    expect(writing.length).toBeGreaterThan(0);
    for (const a of writing) expect(locs).toContain(`${origin}${a.urlPath}`);
    for (const a of authors.filter((x) => x.articleCount === 0))
      expect(locs).not.toContain(`${origin}${a.urlPath}`);

    const { groups } = await json<{ groups: { topics: { path: string; articleCount: number }[] }[] }>('tags');
    const topics = groups.flatMap((g) => g.topics);
    expect(topics.some((t) => t.articleCount > 0)).toBe(true);
    for (const t of topics) expect(locs.includes(`${origin}${t.path}`)).toBe(t.articleCount > 0);

    const reports: string[] = [];
    for (let page = 1, last = 1; page <= last; page++) {
      const list = await json<{ reports: { targetPathOrUrl: string }[]; pagination: { totalPages: number } }>(
        `test-reports?page=${page}`,
      );
      reports.push(...list.reports.map((r) => r.targetPathOrUrl));
      last = list.pagination.totalPages;
    }
    expect(reports.length).toBeGreaterThan(0);
    for (const r of reports) expect(locs).toContain(`${origin}${r}`);

    const { podcasts } = await json<{ podcasts: { targetPathOrUrl: string }[] }>('podcasts');
    expect(podcasts.length).toBeGreaterThan(0);
    for (const p of podcasts) expect(locs).toContain(`${origin}${p.targetPathOrUrl}`);
  });

  it('the news sitemap lists exactly the brand’s articles of the last 48 hours', async () => {
    const res = await get('/sitemaps/news.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XML_CONTENT_TYPE);
    expect(checkWellFormedXml(res.text)).toBeNull();
    expect(res.text).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    const paths = (where: string) =>
      db
        .query<{ path: string }>(
          `select '/' || slug || '-' || id as path from content.articles where mandator = 'rb' and ${where}`,
        )
        .then((r) => r.rows.map((row) => `${origin}${row.path}`));
    const surelyRecent = await paths(
      "publish_date <= now() and publish_date > now() - interval '47 hours 59 minutes'",
    );
    const maybeRecent = await paths(
      "publish_date <= now() and publish_date > now() - interval '48 hours 1 minute'",
    );
    const older = await paths("publish_date < now() - interval '48 hours 1 minute'");
    expect(surelyRecent.length).toBeGreaterThan(0);
    expect(older.length).toBeGreaterThan(0);

    const locs = all(res.text, 'loc');
    for (const loc of surelyRecent) expect(locs).toContain(loc);
    for (const loc of locs) expect(maybeRecent).toContain(loc);
    for (const loc of older) expect(locs).not.toContain(loc);

    const names = all(res.text, 'news:name');
    expect(names).toHaveLength(locs.length);
    expect(new Set(names)).toEqual(new Set(['Rheinauer Bote']));
    expect(all(res.text, 'news:language')).toEqual(locs.map(() => 'de'));
    expect(all(res.text, 'news:title')).toHaveLength(locs.length);
    for (const date of all(res.text, 'news:publication_date')) {
      expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Date.now() - new Date(date).getTime()).toBeLessThan(48 * 3_600_000 + 60_000);
    }

    const la = await get('/sitemaps/news.xml').set('host', 'la.localhost');
    expect(la.text).toContain('<news:name>Lahntal-Anzeiger</news:name>');
    expect(la.text).not.toContain('<news:name>Rheinauer Bote</news:name>');
    expect(la.text).toContain(`<loc>${LA_ORIGIN}/`);
  });
});

describe('RSS feeds', () => {
  /** Items of a feed with their fields. */
  const items = (xml: string) =>
    [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => {
      const item = m[1] ?? '';
      return {
        title: all(item, 'title')[0],
        link: all(item, 'link')[0],
        guid: /<guid isPermaLink="true">([^<]*)<\/guid>/.exec(item)?.[1],
        pubDate: all(item, 'pubDate')[0],
        description: all(item, 'description')[0],
        creators: all(item, 'dc:creator'),
      };
    });

  it('the home feed has the newest home teasers, each once, at most 30, newest first', async () => {
    const res = await get('/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(RSS_CONTENT_TYPE);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(checkWellFormedXml(res.text)).toBeNull();
    expect(res.text).toMatch(/<rss version="2\.0"[^>]* xmlns:atom="http:\/\/www\.w3\.org\/2005\/Atom"/);
    expect(res.text).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    expect(res.text).toContain('<language>de-DE</language>');
    expect(res.text).toContain(`<atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(all(res.text, 'title')[0]).toContain('Rheinauer Bote');

    const list = items(res.text);
    expect(list.length).toBeGreaterThan(HOME_FEED_MAX_ITEMS / 2);
    expect(list.length).toBeLessThanOrEqual(HOME_FEED_MAX_ITEMS);
    expect(new Set(list.map((i) => i.guid)).size).toBe(list.length);
    for (const item of list) {
      expect(item.link).toMatch(new RegExp(`^${origin}/[a-z0-9-]+-\\d+$`));
      expect(item.guid).toBe(item.link);
      expect(item.pubDate).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d GMT$/,
      );
      expect(item.description).toMatch(/^&lt;p&gt;/);
    }
    const times = list.map((i) => new Date(i.pubDate ?? '').getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.some((i) => i.creators.length > 0)).toBe(true);

    // The newest published article of the brand opens the feed.
    const newest = await db.query<{ path: string }>(
      `select '/' || slug || '-' || id as path from content.articles
       where mandator = 'rb' and publish_date <= now() order by publish_date desc, id desc limit 1`,
    );
    expect(list[0]?.link).toBe(`${origin}${newest.rows[0]?.path}`);
  });

  it('a channel feed has the channel’s articles, a branded title and escapes titles with & < > "', async () => {
    const sport = await db.query<{ id: number; title: string; path: string }>(
      `select a.id, a.title, '/' || a.slug || '-' || a.id as path from content.articles a
       join content.channels c on c.id = a.channel_id
       where a.mandator = 'rb' and c.path = 'sport' and a.publish_date <= now()
       order by a.publish_date desc, a.id desc limit 1`,
    );
    const article = sport.rows[0];
    expect(article).toBeDefined();
    await db.query('update content.articles set title = $1 where id = $2', [
      'Rock & Pop <live> "im" Park',
      article?.id,
    ]);
    try {
      const res = await get('/sport/rss.xml');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(RSS_CONTENT_TYPE);
      expect(checkWellFormedXml(res.text)).toBeNull();
      expect(all(res.text, 'title')[0]).toBe('Rheinauer Bote – Sport');
      const list = items(res.text);
      expect(res.text).toContain(`<link>${origin}/sport</link>`);
      expect(res.text).toContain(`<atom:link href="${origin}/sport/rss.xml" rel="self"`);
      // The title (after its prefix, e.g. 'Fußball: ') with every special character escaped.
      expect(list[0]?.title).toMatch(/^([^<]+: )?Rock &amp; Pop &lt;live&gt; &quot;im&quot; Park$/);
      expect(res.text).not.toContain('Rock & Pop');
      expect(list[0]?.link).toBe(`${origin}${article?.path}`);
      expect(list.length).toBeGreaterThan(0);
    } finally {
      await db.query('update content.articles set title = $1 where id = $2', [article?.title, article?.id]);
    }
  });

  it('a sub-channel feed works and only carries that channel’s articles', async () => {
    const res = await get('/lokales/rheinau-stadt/rss.xml');
    expect(res.status).toBe(200);
    expect(checkWellFormedXml(res.text)).toBeNull();
    expect(all(res.text, 'title')[0]).toBe('Rheinauer Bote – Rheinau');
    const { rows } = await db.query<{ path: string }>(
      `select '/' || a.slug || '-' || a.id as path from content.articles a
       join content.channels c on c.id = a.channel_id
       where a.mandator = 'rb' and (c.path = 'lokales/rheinau-stadt' or c.path like 'lokales/rheinau-stadt/%')`,
    );
    const allowed = new Set(rows.map((r) => `${origin}${r.path}`));
    const list = items(res.text);
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expect(allowed.has(item.link ?? '')).toBe(true);
  });

  it.each([
    '/gibt-es-nicht/rss.xml',
    '/sport/gibt-es-nicht/rss.xml',
    '/Sport/rss.xml',
    '/a%20b/rss.xml',
    '/%E0%A4%A/rss.xml',
  ])('answers 404 "Feed nicht gefunden" for %s', async (p) => {
    const res = await get(p);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(FEED_NOT_FOUND_TEXT);
  });

  it('leaves other paths to the next handler', async () => {
    expect((await get('/sport')).status).toBe(418);
    expect((await get('/sport/rss.json')).status).toBe(418);
  });
});

describe('upstream failures', () => {
  const seoPaths = [
    '/sitemap.xml',
    '/sitemaps/articles-1.xml',
    '/sitemaps/pages.xml',
    '/sitemaps/news.xml',
    '/rss.xml',
    '/sport/rss.xml',
  ];

  async function appWith(selfUrl: string, logger = { warn: jest.fn() }) {
    const app = express();
    app.use(brandOf(() => origin));
    app.use(createSeoRouter({ self: createSelfRequest(selfUrl, INTERNAL_TOKEN), logger, timeoutMs: 1000 }));
    return { app, logger };
  }

  it('answers 503 with German text when the content API is unreachable; robots.txt still works', async () => {
    const { server: gone, origin: goneUrl } = await listen(express());
    await close(gone);
    const { app, logger } = await appWith(goneUrl);
    for (const p of seoPaths) {
      const res = await request(app).get(p);
      expect([p, res.status]).toEqual([p, 503]);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toBe(UNAVAILABLE_TEXT);
    }
    expect(logger.warn).toHaveBeenCalledTimes(seoPaths.length);
    expect((await request(app).get('/robots.txt')).status).toBe(200);
  });

  it('answers 503 when the content API fails or answers an unexpected shape', async () => {
    const broken = express();
    broken.get('/content/v5/home', (_req, res) => {
      res.status(500).json({ status: 500, message: 'internal_error' });
    });
    broken.get('/content/v5/sitemap-data', (_req, res) => {
      res.json({ type: 'sitemap-data', entries: 'nope' });
    });
    broken.get('/content/v5/news-sitemap-data', (_req, res) => {
      res.type('text/plain').send('not json');
    });
    broken.get('/content/v5/sites', (_req, res) => {
      res.status(502).send('bad gateway');
    });
    broken.get('/content/v5/channel/*splat', (_req, res) => {
      res.json({ type: 'channel' });
    });
    const upstream = await listen(broken);
    try {
      const { app } = await appWith(upstream.origin);
      for (const p of seoPaths) {
        const res = await request(app).get(p);
        expect([p, res.status, res.text]).toEqual([p, 503, UNAVAILABLE_TEXT]);
      }
    } finally {
      await close(upstream.server);
    }
  });

  it('answers 503, not 500, when mounted without the mandator middleware', async () => {
    const app = express();
    app.use(
      createSeoRouter({
        self: createSelfRequest(origin, INTERNAL_TOKEN),
        logger: { warn: jest.fn() },
        timeoutMs: 1000,
      }),
    );
    const res = await request(app).get('/rss.xml');
    expect(res.status).toBe(503);
    expect(res.text).toBe(UNAVAILABLE_TEXT);
  });
});
