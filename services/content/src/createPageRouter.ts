import type { GrantVerifier } from '@news/auth-verify/createGrantVerifier';
import { CONTENT_GRANT_HEADER } from '@news/contracts/paywallApi';
import type { Db } from '@news/db/createDb';
import express, { type Request, type Response, type Router } from 'express';
import { addAccessTagIds } from './addAccessTagIds';
import { buildArticleAccess } from './buildArticleAccess';
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
import type { TagAncestry } from './createTagTree';
import type { MandatorRow } from './loadMandator';
import { pagePath } from './pagePath';
import { parseId } from './parseId';
import { parsePage } from './parsePage';
import { parseSearchQuery } from './parseSearchQuery';
import { routeParam } from './routeParam';
import { searchArticles } from './searchArticles';
import { signImageUrls } from './signImageUrls';

type Handler = (req: Request, mandator: MandatorRow, res: Response) => Promise<unknown>;

/**
 * The content pages below /v5 (the mandator middleware has run before). Every answer is validated by its schema in
 * the builder; plus teasers then get their accessTagIds (`tagAncestry`) and `signImage` turns stored image source
 * paths into signed image-proxy URLs. The body of a plus article is released only against a content grant
 * (CONTENT_GRANT_HEADER) that `verifyGrant` accepts for this article and brand.
 */
export function createPageRouter(
  db: Db,
  deps: {
    signImage: (sourcePath: string) => string;
    tagAncestry: () => Promise<TagAncestry>;
    verifyGrant: GrantVerifier;
  },
): Router {
  const { signImage, tagAncestry, verifyGrant } = deps;
  const router = express.Router();
  const page =
    (build: Handler) =>
    async (req: Request, res: Response): Promise<void> => {
      const [built, ancestry] = await Promise.all([
        build(req, res.locals.mandator as MandatorRow, res),
        tagAncestry(),
      ]);
      res.json(signImageUrls(addAccessTagIds(built, ancestry), signImage));
    };
  /** A grant opens exactly one article of one brand; anything else (forged, expired, other alg) opens nothing. */
  const grantOpens = async (req: Request, articleId: number, mandator: string): Promise<boolean> => {
    const grant = req.get(CONTENT_GRANT_HEADER);
    if (!grant) return false;
    const claims = await verifyGrant(grant).catch(() => undefined);
    return claims !== undefined && claims.art === articleId && claims.man === mandator;
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
      res.vary(CONTENT_GRANT_HEADER);
      const entitled = await grantOpens(req, id, m.id);
      const article = await buildArticlePage(db, m, id, entitled, pagePath(req));
      if (article.contentRestriction === 'plus' && entitled) res.set('cache-control', 'private, no-store');
      return article;
    }),
  );
  router.get('/v5/articles/:id/access', async (req, res) => {
    const id = parseId(routeParam(req, 'id'), pagePath(req));
    res.json(
      await buildArticleAccess(
        db,
        res.locals.mandator as MandatorRow,
        id,
        await tagAncestry(),
        pagePath(req),
      ),
    );
  });

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
