import type { ArticleTeaser } from '@news/contracts/content';
import { absoluteUrl } from './renderSitemaps';
import { escapeXml, rfc822Date, XML_DECLARATION } from './xml';

export type RssFeed = {
  /** Channel title, e.g. 'Rheinauer Bote – Sport'. */
  title: string;
  /** Absolute URL of the channel's web page. */
  link: string;
  /** Absolute URL of the feed itself (atom:link rel=self). */
  selfUrl: string;
  description: string;
  /** Site origin for the items' links, e.g. 'https://www.example.de'. */
  origin: string;
  items: readonly ArticleTeaser[];
};

const authorNames = (teaser: ArticleTeaser): string =>
  teaser.authors
    .map((a) => `${a.prename} ${a.surname}`.trim())
    .filter((name) => name !== '')
    .join(', ');

const teaserTitle = (teaser: ArticleTeaser): string =>
  teaser.titlePrefix ? `${teaser.titlePrefix}: ${teaser.title}` : teaser.title;

function renderItem(teaser: ArticleTeaser, origin: string): string {
  const link = absoluteUrl(origin, teaser.targetPathOrUrl);
  const pubDate = rfc822Date(teaser.publishDate);
  const creator = authorNames(teaser);
  return [
    '    <item>',
    `      <title>${escapeXml(teaserTitle(teaser))}</title>`,
    `      <link>${escapeXml(link)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
    ...(pubDate ? [`      <pubDate>${pubDate}</pubDate>`] : []),
    // The teaser text is HTML; escaped once it travels as text and feed readers render it.
    ...(teaser.teaserTextHtml
      ? [`      <description>${escapeXml(teaser.teaserTextHtml)}</description>`]
      : []),
    ...(creator ? [`      <dc:creator>${escapeXml(creator)}</dc:creator>`] : []),
    '    </item>',
  ].join('\n');
}

/** An RSS 2.0 feed (with atom:link rel=self and dc:creator), language de-DE. */
export function renderRss(feed: RssFeed): string {
  const newest = feed.items
    .map((t) => new Date(t.publishDate).getTime())
    .filter((t) => !Number.isNaN(t))
    .reduce((a, b) => Math.max(a, b), -Infinity);
  const lastBuildDate = Number.isFinite(newest) ? rfc822Date(new Date(newest)) : undefined;
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(feed.link)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    '    <language>de-DE</language>',
    ...(lastBuildDate ? [`    <lastBuildDate>${lastBuildDate}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(feed.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...feed.items.map((t) => renderItem(t, feed.origin)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The newest teasers of several lists, each article once (first occurrence), newest first, at most `max`. */
export function newestUnique(lists: readonly (readonly ArticleTeaser[])[], max: number): ArticleTeaser[] {
  const byId = new Map<number, ArticleTeaser>();
  for (const teaser of lists.flat()) if (!byId.has(teaser.documentId)) byId.set(teaser.documentId, teaser);
  const time = (t: ArticleTeaser) => {
    const ms = new Date(t.publishDate).getTime();
    return Number.isNaN(ms) ? -Infinity : ms;
  };
  return [...byId.values()].sort((a, b) => time(b) - time(a) || b.documentId - a.documentId).slice(0, max);
}
