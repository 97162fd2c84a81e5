import { z } from 'zod/mini';
import { userApiIdSchema } from './userApi';

/**
 * Answer of GET /api/settings: the brand's feature flags (spec §3 "Settings"), loosely typed on the wire. The
 * gateway sends every key; a client still runs them through `coerceSettings` (packages/config) before use.
 */
export const appSettingsSchema = z.record(z.string(), z.union([z.boolean(), z.number(), z.string()]));
export type AppSettings = z.infer<typeof appSettingsSchema>;

/** At most this many tags per POST /api/bookmarkedTagsArticles. */
export const MAX_BOOKMARKED_TAGS = 20;

/** Body of POST /api/bookmarkedTagsArticles: the ids of the reader's bookmarked tags (topics). */
export const bookmarkedTagsArticlesBodySchema = z.object({
  bookmarkedTags: z.array(userApiIdSchema).check(z.maxLength(MAX_BOOKMARKED_TAGS)),
});
export type BookmarkedTagsArticlesBody = z.infer<typeof bookmarkedTagsArticlesBodySchema>;

/** Answer of POST /api/bookmarkedTagsArticles: ids of the newest articles of those tags, newest first. */
export const bookmarkedTagsArticlesSchema = z.object({ articleIds: z.array(z.int().check(z.positive())) });
export type BookmarkedTagsArticles = z.infer<typeof bookmarkedTagsArticlesSchema>;
