import { z } from 'zod';

/**
 * What a server-rendered page contributes to the document head besides title and description; mf-articles
 * produces it, the gateway renders it: `<link rel="canonical">`, og:*, the twitter card, `<meta name="robots">`
 * and the JSON-LD. Paths are absolute paths; the gateway prefixes the request's origin.
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
});
export type PageHead = z.infer<typeof pageHeadSchema>;
