import type { Mandator } from '@news/config/mandators';
import { homePageSchema } from '@news/contracts/content';
import {
  channelPageSchema,
  MAX_CONTENT_PAGE,
  NEWS_SITEMAP_HOURS,
  newsSitemapDataSchema,
  sitemapDataSchema,
} from '@news/contracts/contentPages';
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import type { SelfRequest } from '../upstream/selfRequest';
import { collectPagePaths } from './collectPagePaths';
import { CHANNEL_PATH } from './channelPath';
import { ContentNotFoundError, createContentFetcher, type ContentFetcher } from './fetchContent';
import { newestUnique, renderRss } from './renderRss';
import {
  absoluteUrl,
  renderNewsSitemap,
  renderRobotsTxt,
  renderSitemapIndex,
  renderUrlset,
} from './renderSitemaps';

export type SeoRouterOptions = {
  /** The gateway's own calls: the content API is fetched from `{baseUrl}/content/v5/…`. */
  self: SelfRequest;
  logger: Pick<Logger, 'warn'>;
  /** UPSTREAM_TIMEOUT_MS: how long a content API call may take before the answer is a 503. */
  timeoutMs: number;
};

/** Most items of the home feed. */
export const HOME_FEED_MAX_ITEMS = 30;
export const SEO_CACHE_CONTROL = 'public, max-age=300';
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';
export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

export const UNAVAILABLE_TEXT =
  'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.';
export const FEED_NOT_FOUND_TEXT = 'Feed nicht gefunden';
export const SITEMAP_NOT_FOUND_TEXT = 'Sitemap nicht gefunden';

type Ctx = { req: Request; res: Response; mandator: Mandator; origin: string; content: ContentFetcher };

/** Plain text answer (404, 503) that caches shortly or not at all. */
function sendText(res: Response, status: number, text: string): void {
  res.status(status).set('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);
}

function sendXml(res: Response, body: string, contentType = XML_CONTENT_TYPE): void {
  res.status(200).set('content-type', contentType).set('cache-control', SEO_CACHE_CONTROL).send(body);
}

/**
 * robots.txt, sitemaps (index, articles, pages, Google News) and RSS feeds (home and channels) of the requesting
 * brand. Mount it after the mandator middleware (it needs `res.locals.mandator` and the brand's configured
 * `res.locals.origin`, the base of every absolute link) and before the document catch-all:
 * `app.use(createSeoRouter({ self, logger, timeoutMs }))`. Upstream failures answer 503 with plain text.
 */
export function createSeoRouter({ self, logger, timeoutMs }: SeoRouterOptions): Router {
  const router = express.Router();

  const handle =
    (name: string, run: (ctx: Ctx) => Promise<void>) =>
    async (req: Request, res: Response): Promise<void> => {
      try {
        const mandator = res.locals.mandator as Mandator | undefined;
        const origin = res.locals.origin as string | undefined;
        if (!mandator?.id || !origin)
          throw new Error('no mandator resolved (mount the SEO router after resolveMandator)');
        await run({
          req,
          res,
          mandator,
          origin,
          content: createContentFetcher(self, mandator.id, timeoutMs),
        });
      } catch (err) {
        if (err instanceof ContentNotFoundError) {
          if (!res.headersSent)
            sendText(res, 404, name === 'rss' ? FEED_NOT_FOUND_TEXT : SITEMAP_NOT_FOUND_TEXT);
          return;
        }
        logger.warn({ err, seo: name, path: req.path }, 'SEO answer unavailable');
        if (res.headersSent) res.end();
        else sendText(res, 503, UNAVAILABLE_TEXT);
      }
    };

  router.get(
    '/robots.txt',
    handle('robots', async ({ res, origin }) => {
      res
        .status(200)
        .type('text/plain; charset=utf-8')
        .set('cache-control', SEO_CACHE_CONTROL)
        .send(renderRobotsTxt(origin));
    }),
  );

  router.get(
    '/sitemap.xml',
    handle('sitemap', async ({ res, origin, content }) => {
      const first = await content('sitemap-data?page=1', sitemapDataSchema);
      const pages = Math.min(first.pagination.totalPages, MAX_CONTENT_PAGE);
      const urls = [
        ...Array.from({ length: pages }, (_, i) => `${origin}/sitemaps/articles-${i + 1}.xml`),
        `${origin}/sitemaps/pages.xml`,
        `${origin}/sitemaps/news.xml`,
      ];
      sendXml(res, renderSitemapIndex(urls));
    }),
  );

  router.get(
    '/sitemaps/pages.xml',
    handle('sitemap', async ({ res, origin, content }) => {
      const paths = await collectPagePaths(content);
      sendXml(res, renderUrlset(paths.map((p) => ({ loc: absoluteUrl(origin, p) }))));
    }),
  );

  router.get(
    '/sitemaps/news.xml',
    handle('sitemap', async ({ res, origin, content }) => {
      const data = await content('news-sitemap-data', newsSitemapDataSchema);
      const since = Date.now() - NEWS_SITEMAP_HOURS * 3_600_000;
      const entries = data.entries
        .filter((e) => {
          const at = new Date(e.publishDate).getTime();
          return !Number.isNaN(at) && at > since;
        })
        .map((e) => ({ loc: absoluteUrl(origin, e.path), title: e.title, publishDate: e.publishDate }));
      sendXml(res, renderNewsSitemap(data.publication.name, data.publication.language, entries));
    }),
  );

  router.get(
    '/sitemaps/:file',
    handle('sitemap', async ({ req, res, origin, content }) => {
      const found = /^articles-([1-9]\d{0,3})\.xml$/.exec(String(req.params.file));
      const page = found ? Number(found[1]) : NaN;
      if (!(page >= 1 && page <= MAX_CONTENT_PAGE)) return sendText(res, 404, SITEMAP_NOT_FOUND_TEXT);
      const data = await content(`sitemap-data?page=${page}`, sitemapDataSchema);
      if (page > data.pagination.totalPages) return sendText(res, 404, SITEMAP_NOT_FOUND_TEXT);
      sendXml(
        res,
        renderUrlset(data.entries.map((e) => ({ loc: absoluteUrl(origin, e.path), lastmod: e.lastmod }))),
      );
    }),
  );

  router.get(
    '/rss.xml',
    handle('rss', async ({ res, mandator, origin, content }) => {
      const home = await content('home', homePageSchema);
      const title = home.title.includes(mandator.name) ? home.title : `${mandator.name} – ${home.title}`;
      const body = renderRss({
        title,
        link: `${origin}/`,
        selfUrl: `${origin}/rss.xml`,
        description: home.description,
        origin,
        items: newestUnique(
          home.sections.map((s) => s.teasers),
          HOME_FEED_MAX_ITEMS,
        ),
      });
      sendXml(res, body, RSS_CONTENT_TYPE);
    }),
  );

  router.get(
    // No capture group: Express would decode it and reject broken percent-encoding with its own 400.
    /^\/.+\/rss\.xml$/,
    handle('rss', async ({ req, res, mandator, origin, content }) => {
      const raw = req.path.slice(1, -'/rss.xml'.length);
      let channelPath: string;
      try {
        channelPath = decodeURIComponent(raw);
      } catch {
        channelPath = '';
      }
      if (!CHANNEL_PATH.test(channelPath)) return sendText(res, 404, FEED_NOT_FOUND_TEXT);
      const channel = await content(`channel/${channelPath}`, channelPageSchema);
      const body = renderRss({
        title: `${mandator.name} – ${channel.title}`,
        link: absoluteUrl(origin, channel.path),
        selfUrl: `${origin}/${channelPath}/rss.xml`,
        description: channel.description,
        origin,
        items: newestUnique([channel.teasers], channel.teasers.length),
      });
      sendXml(res, body, RSS_CONTENT_TYPE);
    }),
  );

  return router;
}
