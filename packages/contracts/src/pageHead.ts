import { z } from 'zod';

/**
 * What a server-rendered page contributes to the document head besides title and description; mf-articles
 * produces it, the gateway renders it (and mf-articles applies it again on client-side navigation, both through
 * headTags): `<link rel="canonical">`, og:*, the twitter card, `<meta name="robots">`, the RSS link and the
 * JSON-LD. Paths are absolute paths; the origin is prefixed where the tags are made.
 */
export const pageHeadSchema = z.object({
  /** e.g. '/neue-bruecke-4711' */
  canonicalPath: z.string().startsWith('/'),
  ogType: z.enum(['website', 'article']),
  /** Share image: an absolute-path URL of the image proxy (1280 px webp). */
  ogImage: z.string().startsWith('/').optional(),
  /** 'noindex' for search results and error pages. */
  robots: z.literal('noindex').optional(),
  /** schema.org data, rendered as `<script type="application/ld+json">`. */
  jsonLd: z.record(z.string(), z.unknown()).optional(),
  /** The RSS feed of the page (home, channels): `<link rel="alternate" type="application/rss+xml">`. */
  feed: z
    .object({ title: z.string().min(1), path: z.string().regex(/^\/([a-z0-9-]+\/)*rss\.xml$/) })
    .optional(),
});
export type PageHead = z.infer<typeof pageHeadSchema>;
