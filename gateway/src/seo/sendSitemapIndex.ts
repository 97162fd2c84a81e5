import { MAX_CONTENT_PAGE, sitemapDataSchema } from '@news/contracts/contentPages';
import type { SeoContext } from './seoHandler';
import { renderSitemapIndex } from './renderSitemaps';
import { sendSeoXml } from './sendSeoXml';

/** /sitemap.xml: the article sitemaps (one per content page), the pages' and the Google News sitemap. */
export async function sendSitemapIndex({ res, origin, content }: SeoContext): Promise<void> {
  const first = await content('sitemap-data?page=1', sitemapDataSchema);
  const pages = Math.min(first.pagination.totalPages, MAX_CONTENT_PAGE);
  const urls = [
    ...Array.from({ length: pages }, (_, i) => `${origin}/sitemaps/articles-${i + 1}.xml`),
    `${origin}/sitemaps/pages.xml`,
    `${origin}/sitemaps/news.xml`,
  ];
  sendSeoXml(res, renderSitemapIndex(urls));
}
