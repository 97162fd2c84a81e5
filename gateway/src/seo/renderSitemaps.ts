import { escapeXml, w3cDate, XML_DECLARATION } from './xml';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';

/** Paths no crawler should visit: portal and dialogs, account, APIs, checkout, search results. */
export const DISALLOWED_PATHS = ['/__mein-portal/', '/account', '/api/', '/order/', '/suche'] as const;

/** An absolute URL on `origin` for a site path; absolute URLs stay as they are. */
export const absoluteUrl = (origin: string, pathOrUrl: string): string =>
  /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** robots.txt: everything allowed except DISALLOWED_PATHS, then the sitemap index and the news sitemap. */
export function renderRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/sitemaps/news.xml`,
    '',
  ].join('\n');
}

/** Sitemap index (sitemaps.org protocol) listing the given sitemap URLs. */
export function renderSitemapIndex(sitemapUrls: readonly string[]): string {
  const items = sitemapUrls.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...items, '</sitemapindex>', ''].join(
    '\n',
  );
}

export type UrlEntry = { loc: string; lastmod?: string };

/** A `<urlset>` with absolute `<loc>` URLs and, where known and valid, `<lastmod>`. */
export function renderUrlset(entries: readonly UrlEntry[]): string {
  const items = entries.map(({ loc, lastmod }) => {
    const date = lastmod === undefined ? undefined : w3cDate(lastmod);
    return `  <url><loc>${escapeXml(loc)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`;
  });
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}">`, ...items, '</urlset>', ''].join('\n');
}

export type NewsEntry = { loc: string; title: string; publishDate: string };

/** A Google News sitemap: one `<url>` with `<news:news>` per article. */
export function renderNewsSitemap(publicationName: string, language: string, entries: readonly NewsEntry[]) {
  const items = entries.flatMap(({ loc, title, publishDate }) => {
    const date = w3cDate(publishDate);
    if (!date) return [];
    return [
      [
        '  <url>',
        `    <loc>${escapeXml(loc)}</loc>`,
        '    <news:news>',
        '      <news:publication>',
        `        <news:name>${escapeXml(publicationName)}</news:name>`,
        `        <news:language>${escapeXml(language)}</news:language>`,
        '      </news:publication>',
        `      <news:publication_date>${date}</news:publication_date>`,
        `      <news:title>${escapeXml(title)}</news:title>`,
        '    </news:news>',
        '  </url>',
      ].join('\n'),
    ];
  });
  return [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_NS}">`,
    ...items,
    '</urlset>',
    '',
  ].join('\n');
}
