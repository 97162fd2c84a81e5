import { z } from 'zod/mini';

/**
 * What a server-rendered page contributes to the document head besides title and description; mf-articles
 * produces it, the gateway renders it (and mf-articles applies it again on client-side navigation, both through
 * headTags): `<link rel="canonical">`, og:*, the twitter card, `<meta name="robots">`, the RSS link and the
 * JSON-LD. Paths are absolute paths; the origin is prefixed where the tags are made.
 */
export const pageHeadSchema = z.object({
  /** e.g. '/neue-bruecke-4711' */
  canonicalPath: z.string().check(z.startsWith('/')),
  ogType: z.enum(['website', 'article']),
  /** Share image: an absolute-path URL of the image proxy (1280 px webp). */
  ogImage: z.optional(z.string().check(z.startsWith('/'))),
  /** 'noindex' for search results and error pages. */
  robots: z.optional(z.literal('noindex')),
  /** schema.org data, rendered as `<script type="application/ld+json">`. */
  jsonLd: z.optional(z.record(z.string(), z.unknown())),
  /** The RSS feed of the page (home, channels): `<link rel="alternate" type="application/rss+xml">`. */
  feed: z.optional(
    z.object({
      title: z.string().check(z.minLength(1)),
      path: z.string().check(z.regex(/^\/([a-z0-9-]+\/)*rss\.xml$/)),
    }),
  ),
});
export type PageHead = z.infer<typeof pageHeadSchema>;
