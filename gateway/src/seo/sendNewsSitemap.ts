import { NEWS_SITEMAP_HOURS, newsSitemapDataSchema } from '@news/contracts/contentPages';
import type { SeoContext } from './seoHandler';
import { absoluteUrl, renderNewsSitemap } from './renderSitemaps';
import { sendSeoXml } from './sendSeoXml';

/** /sitemaps/news.xml: the Google News sitemap of the articles of the last NEWS_SITEMAP_HOURS. */
export async function sendNewsSitemap({ res, origin, content }: SeoContext): Promise<void> {
  const data = await content('news-sitemap-data', newsSitemapDataSchema);
  const since = Date.now() - NEWS_SITEMAP_HOURS * 3_600_000;
  const entries = data.entries
    .filter((e) => {
      const at = new Date(e.publishDate).getTime();
      return !Number.isNaN(at) && at > since;
    })
    .map((e) => ({ loc: absoluteUrl(origin, e.path), title: e.title, publishDate: e.publishDate }));
  sendSeoXml(res, renderNewsSitemap(data.publication.name, data.publication.language, entries));
}
