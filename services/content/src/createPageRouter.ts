import type { Db } from '@news/db/createDb';
import express, { type Request, type Response, type Router } from 'express';
import { buildArticlePage } from './buildArticlePage';
import { buildAuthorPage } from './buildAuthorPage';
import { buildAuthorsPage } from './buildAuthorsPage';
import { buildChannelPage } from './buildChannelPage';
import { buildDocumentPage } from './buildDocumentPage';
import { buildHeadlinesPage } from './buildHeadlinesPage';
import { buildNewestArticlesPage } from './buildNewestArticlesPage';
import { buildNewsletterPage } from './buildNewsletterPage';
import { buildNewslettersPage } from './buildNewslettersPage';
import { buildNewsSitemapData } from './buildNewsSitemapData';
import { buildPersonalFeeds } from './buildPersonalFeeds';
import { buildPodcastPage } from './buildPodcastPage';
import { buildPodcastsPage } from './buildPodcastsPage';
import { buildSearchPage } from './buildSearchPage';
import { buildSitemapData } from './buildSitemapData';
import { buildTestReportPage } from './buildTestReportPage';
import { buildTestReportsPage } from './buildTestReportsPage';
import { buildTopicHierarchy } from './buildTopicHierarchy';
import { buildTopicPage } from './buildTopicPage';
import { buildTopicsList } from './buildTopicsList';
import type { MandatorRow } from './loadMandator';
import { pagePath } from './pagePath';
import { parseId } from './parseId';
import { parsePage } from './parsePage';
import { parseSearchQuery } from './parseSearchQuery';
import { routeParam } from './routeParam';
import { searchArticles } from './searchArticles';
import { signImageUrls } from './signImageUrls';

/**
 * Header with which the gateway grants access to the paid body of plus articles. ONLY the gateway may set it, after
 * its own entitlement checks (verified identity token: plus, e-paper, tag subscription incl. tag hierarchy, credit
 * purchase, valid link/gift token, or an "ok" answer of the paywall service). The gateway must strip this header
 * from every incoming client request, and the content service must never be reachable by clients directly
 * (standalone: bind it to an internal network). Without the header a plus article answers without body.
 */
export const ENTITLEMENT_HEADER = 'x-entitlement';

type Handler = (req: Request, mandator: MandatorRow, res: Response) => Promise<unknown>;

/**
 * The content pages below /v5 (the mandator middleware has run before). Every answer is validated by its schema in
 * the builder; `signImage` then turns stored image source paths into signed image-proxy URLs.
 */
export function createPageRouter(db: Db, signImage: (sourcePath: string) => string): Router {
  const router = express.Router();
  const page =
    (build: Handler) =>
    async (req: Request, res: Response): Promise<void> => {
      res.json(signImageUrls(await build(req, res.locals.mandator as MandatorRow, res), signImage));
    };

  router.get(
    '/v5/channel',
    page((req, m) => {
      const raw = req.query.path;
      const channelPath = typeof raw === 'string' ? raw.replace(/^\/+|\/+$/g, '') : '';
      return buildChannelPage(db, m, channelPath, parsePage(req.query.page));
    }),
  );
  router.get(
    '/v5/channel/*splat',
    page((req, m) => {
      const splat = (req.params as { splat?: string[] }).splat ?? [];
      return buildChannelPage(db, m, splat.filter((s) => s !== '').join('/'), parsePage(req.query.page));
    }),
  );

  router.get(
    '/v5/articles/search',
    page((req, m) =>
      searchArticles(db, m, {
        offset: req.query.offset,
        limit: req.query.limit,
        searchTerms: req.query.searchTerms,
      }),
    ),
  );
  router.get(
    '/v5/articles/:id',
    page(async (req, m, res) => {
      const id = parseId(routeParam(req, 'id'), pagePath(req));
      // Only the gateway sets this header (see ENTITLEMENT_HEADER); default: not entitled.
      const entitled = req.get(ENTITLEMENT_HEADER) === 'full';
      res.vary(ENTITLEMENT_HEADER);
      const article = await buildArticlePage(db, m, id, entitled, pagePath(req));
      if (article.contentRestriction === 'plus' && entitled) res.set('cache-control', 'private, no-store');
      return article;
    }),
  );

  router.get(
    '/v5/tags',
    page((_req, m) => buildTopicsList(db, m)),
  );
  router.get(
    '/v5/tags/:id',
    page((req, m) =>
      buildTopicPage(
        db,
        m,
        parseId(routeParam(req, 'id'), pagePath(req)),
        parsePage(req.query.page),
        pagePath(req),
      ),
    ),
  );
  router.get(
    '/v5/tags/:id/hierarchy',
    page((req) => buildTopicHierarchy(db, parseId(routeParam(req, 'id'), pagePath(req)), pagePath(req))),
  );
  router.get(
    '/v5/personal-feeds/regions',
    page((_req, m) => buildPersonalFeeds(db, m, 'regions')),
  );
  router.get(
    '/v5/personal-feeds/topics',
    page((_req, m) => buildPersonalFeeds(db, m, 'topics')),
  );

  router.get(
    '/v5/authors',
    page((_req, m) => buildAuthorsPage(db, m)),
  );
  router.get(
    '/v5/authors/:id',
    page((req, m) =>
      buildAuthorPage(
        db,
        m,
        parseId(routeParam(req, 'id'), pagePath(req)),
        parsePage(req.query.page),
        pagePath(req),
      ),
    ),
  );

  router.get(
    '/v5/headlines',
    page((req, m) => buildHeadlinesPage(db, m, parsePage(req.query.page), pagePath(req))),
  );
  router.get(
    '/v5/newest-articles',
    page((req, m) => buildNewestArticlesPage(db, m, parsePage(req.query.page), pagePath(req))),
  );

  router.get(
    '/v5/test-reports',
    page((req) => buildTestReportsPage(db, parsePage(req.query.page), pagePath(req))),
  );
  router.get(
    '/v5/test-reports/:id',
    page((req, m) =>
      buildTestReportPage(db, m, parseId(routeParam(req, 'id'), pagePath(req)), pagePath(req)),
    ),
  );
  router.get(
    '/v5/podcasts',
    page((_req, m) => buildPodcastsPage(db, m)),
  );
  router.get(
    '/v5/podcasts/:id',
    page((req, m) => buildPodcastPage(db, m, parseId(routeParam(req, 'id'), pagePath(req)), pagePath(req))),
  );
  router.get(
    '/v5/newsletters',
    page((_req, m) => buildNewslettersPage(db, m)),
  );
  router.get(
    '/v5/newsletters/:slug',
    page((req, m) => buildNewsletterPage(db, m, routeParam(req, 'slug') ?? '', pagePath(req))),
  );
  router.get(
    '/v5/documents/:key',
    page((req, m) => buildDocumentPage(db, m, routeParam(req, 'key') ?? '', pagePath(req))),
  );

  router.get(
    '/v5/search',
    page((req, m) => {
      const query = parseSearchQuery(req.query.q);
      return buildSearchPage(db, m, query, parsePage(req.query.page), pagePath(req));
    }),
  );
  router.get(
    '/v5/sitemap-data',
    page((req, m) => buildSitemapData(db, m, parsePage(req.query.page), pagePath(req))),
  );
  router.get(
    '/v5/news-sitemap-data',
    page((_req, m) => buildNewsSitemapData(db, m)),
  );
  return router;
}
