import { z } from 'zod/mini';

/** One menu entry: a site path ('/sport') or an absolute URL (social networks). */
export const siteMenuItemSchema = z.object({
  label: z.string().check(z.minLength(1)),
  path: z.string().check(z.minLength(1)),
});
export type SiteMenuItem = z.infer<typeof siteMenuItemSchema>;

export const siteMenuHandleSchema = z.enum([
  'legal',
  'socialNetworks',
  'siteServices',
  'hotTopics',
  'treeServices',
  'userSupport',
  'utilityBar',
]);
/** Menu handles stored per mandator (the main menu is derived from the channels). */
export type SiteMenuHandle = z.infer<typeof siteMenuHandleSchema>;

/** The brand's breaking news (spec §3 `showBreakingNews`): its newest published article with the badge Eilmeldung. */
export const breakingNewsSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  title: z.string().check(z.minLength(1)),
  path: z.string().check(z.startsWith('/')),
});
export type BreakingNews = z.infer<typeof breakingNewsSchema>;

/** GET /content/v5/sites: site metadata of the requesting mandator (spec "Site metadata"). */
export const siteMetadataSchema = z.object({
  mandator: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  menuHandles: z.object({
    main: z.array(siteMenuItemSchema),
    legal: z.array(siteMenuItemSchema),
    socialNetworks: z.array(siteMenuItemSchema),
    siteServices: z.array(siteMenuItemSchema),
    hotTopics: z.array(siteMenuItemSchema),
    treeServices: z.array(siteMenuItemSchema),
    userSupport: z.array(siteMenuItemSchema),
    utilityBar: z.array(siteMenuItemSchema),
  }),
  /** Null (or absent, from an older content service) when there is none. */
  breakingNews: z.optional(z.nullable(breakingNewsSchema)),
});
export type SiteMetadata = z.infer<typeof siteMetadataSchema>;
