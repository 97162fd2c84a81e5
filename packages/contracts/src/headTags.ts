import type { PageHead } from './pageHead';

/**
 * Every page-dependent tag of the document head carries this attribute: the gateway renders them, client-side
 * navigation removes exactly these and inserts the next page's.
 */
export const HEAD_TAG_ATTRIBUTE = 'data-page-head';

/** One page-dependent tag of the document head: attributes, and for JSON-LD the (already absolute) data. */
export type HeadTag =
  | { tag: 'meta' | 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: { type: 'application/ld+json' }; json: unknown };

export type HeadInput = {
  /** Page title without brand ("Neue Brücke freigegeben"). */
  title: string;
  description: string;
  /** The brand name (og:site_name, title suffix). */
  siteName: string;
  /** e.g. 'https://www.rheinauer-bote.test'; prefixed to the page's paths. */
  origin: string;
  /** Path of the request: the canonical path when the page names none. */
  path: string;
  head?: PageHead | undefined;
};

/** The document title: "{page title} | {brand}", or the brand alone on pages titled like the brand. */
export const documentTitle = (title: string, siteName: string): string =>
  siteName === '' || title === siteName ? title : `${title} | ${siteName}`;

const urlKeys = new Set(['image', 'url', '@id', 'logo', 'contentUrl', 'thumbnailUrl', 'mainEntityOfPage']);

/** JSON-LD with the absolute paths of URL-valued properties turned into absolute URLs. */
export function absolutizeJsonLd(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') return urlKeys.has(key) && /^\/(?!\/)/.test(value) ? origin + value : value;
  if (Array.isArray(value)) return value.map((v) => absolutizeJsonLd(v, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolutizeJsonLd(v, origin, k)]));
  }
  return value;
}

/**
 * The page-dependent head tags of a page, in document order: description, canonical, Open Graph, Twitter card,
 * robots, RSS feed and JSON-LD. One function for the server render and client-side navigation, so both agree.
 */
export function headTags(p: HeadInput): HeadTag[] {
  const { head, origin } = p;
  const title = documentTitle(p.title, p.siteName);
  const url = origin + (head?.canonicalPath ?? p.path);
  const image = head?.ogImage ? origin + head.ogImage : undefined;
  const named = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { name, content } });
  const property = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { property: name, content },
  });
  return [
    named('description', p.description),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    property('og:site_name', p.siteName),
    property('og:locale', 'de_DE'),
    property('og:type', head?.ogType ?? 'website'),
    property('og:title', title),
    property('og:description', p.description),
    property('og:url', url),
    ...(image ? [property('og:image', image)] : []),
    // X reads title, description and image from the Open Graph tags where its own are absent: only the card type
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    ...(head?.robots ? [named('robots', head.robots)] : []),
    ...(head?.feed
      ? [
          {
            tag: 'link' as const,
            attrs: {
              rel: 'alternate',
              type: 'application/rss+xml',
              title: head.feed.title,
              href: origin + head.feed.path,
            },
          },
        ]
      : []),
    ...(head?.jsonLd
      ? [
          {
            tag: 'script' as const,
            attrs: { type: 'application/ld+json' as const },
            json: absolutizeJsonLd(head.jsonLd, origin),
          },
        ]
      : []),
  ];
}
