import express, { type Router } from 'express';
import { collectPagePaths } from './collectPagePaths';
import { absoluteUrl, renderRobotsTxt, renderUrlset } from './renderSitemaps';
import { sendArticleSitemap } from './sendArticleSitemap';
import { sendChannelRss } from './sendChannelRss';
import { sendHomeRss } from './sendHomeRss';
import { sendNewsSitemap } from './sendNewsSitemap';
import { SEO_CACHE_CONTROL, sendSeoXml } from './sendSeoXml';
import { sendSitemapIndex } from './sendSitemapIndex';
import { seoHandler, type SeoRouterOptions } from './seoHandler';

/**
 * robots.txt, sitemaps (index, articles, pages, Google News) and RSS feeds (home and channels) of the requesting
 * brand. Mount it after the mandator middleware (it needs `res.locals.mandator` and the brand's configured
 * `res.locals.origin`, the base of every absolute link) and before the document catch-all:
 * `app.use(createSeoRouter({ self, logger, timeoutMs }))`. Upstream failures answer 503 with plain text.
 */
export function createSeoRouter(options: SeoRouterOptions): Router {
  const router = express.Router();

  router.get(
    '/robots.txt',
    seoHandler(options, 'robots', async ({ res, origin }) => {
      res
        .status(200)
        .type('text/plain; charset=utf-8')
        .set('cache-control', SEO_CACHE_CONTROL)
        .send(renderRobotsTxt(origin));
    }),
  );
  router.get('/sitemap.xml', seoHandler(options, 'sitemap', sendSitemapIndex));
  router.get(
    '/sitemaps/pages.xml',
    seoHandler(options, 'sitemap', async ({ res, origin, content }) => {
      const paths = await collectPagePaths(content);
      sendSeoXml(res, renderUrlset(paths.map((p) => ({ loc: absoluteUrl(origin, p) }))));
    }),
  );
  router.get('/sitemaps/news.xml', seoHandler(options, 'sitemap', sendNewsSitemap));
  router.get('/sitemaps/:file', seoHandler(options, 'sitemap', sendArticleSitemap));
  router.get('/rss.xml', seoHandler(options, 'rss', sendHomeRss));
  // No capture group: Express would decode it and reject broken percent-encoding with its own 400.
  router.get(/^\/.+\/rss\.xml$/, seoHandler(options, 'rss', sendChannelRss));

  return router;
}
