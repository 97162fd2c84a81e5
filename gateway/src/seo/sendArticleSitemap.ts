import { MAX_CONTENT_PAGE, sitemapDataSchema } from '@news/contracts/contentPages';
import type { SeoContext } from './seoHandler';
import { absoluteUrl, renderUrlset } from './renderSitemaps';
import { sendSeoText, SITEMAP_NOT_FOUND_TEXT } from './sendSeoText';
import { sendSeoXml } from './sendSeoXml';

/** /sitemaps/articles-{n}.xml: one content page of articles; any other file or page 404. */
export async function sendArticleSitemap({ req, res, origin, content }: SeoContext): Promise<void> {
  const found = /^articles-([1-9]\d{0,3})\.xml$/.exec(String(req.params.file));
  const page = found ? Number(found[1]) : NaN;
  if (!(page >= 1 && page <= MAX_CONTENT_PAGE)) return sendSeoText(res, 404, SITEMAP_NOT_FOUND_TEXT);
  const data = await content(`sitemap-data?page=${page}`, sitemapDataSchema);
  if (page > data.pagination.totalPages) return sendSeoText(res, 404, SITEMAP_NOT_FOUND_TEXT);
  sendSeoXml(
    res,
    renderUrlset(data.entries.map((e) => ({ loc: absoluteUrl(origin, e.path), lastmod: e.lastmod }))),
  );
}
