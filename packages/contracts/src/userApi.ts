import { z } from 'zod/mini';

/**
 * The user API (spec §7 "User API"), under `/user-api/mandators/{mandator}/users/{ssoId}`. Every call needs the
 * reader's identity token (`Authorization: Bearer`, which the gateway makes from the session cookie) and only
 * reaches the reader's own data. Errors are `apiErrorSchema` (apiError.ts).
 */

/** GET and PUT /onboarding; also the body and answer of the app server's /api/onboarding. */
export const onboardingStatusSchema = z.object({ isOnboardingCompleted: z.boolean() });
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

/** Logged-in readers without plus (and outside the Express edition) may bookmark this many articles (spec §6, §9). */
export const FREE_ARTICLE_BOOKMARK_LIMIT = 5;

/**
 * An article, region or tag id: a positive integer up to PostgreSQL's integer range. The users service does not
 * ask the content service whether the id exists (services never call each other); any such id is accepted.
 */
export const userApiIdSchema = z.int().check(z.positive(), z.maximum(2_147_483_647));

/** One article bookmark: the article and when it was bookmarked (ISO 8601). */
export const articleBookmarkSchema = z.object({ articleId: userApiIdSchema, ts: z.iso.datetime() });
export type ArticleBookmark = z.infer<typeof articleBookmarkSchema>;

/** GET /bookmarks: newest first. */
export const articleBookmarksSchema = z.array(articleBookmarkSchema);

/** GET /bookmarks-count: the count and the reader's limit (null: unlimited). */
export const bookmarksCountSchema = z.object({
  count: z.int().check(z.minimum(0)),
  limit: z.nullable(z.int().check(z.positive())),
});
export type BookmarksCount = z.infer<typeof bookmarksCountSchema>;

/** GET /has-bookmarks, /has-region-bookmarks, /has-tag-bookmarks. */
export const hasBookmarksSchema = z.object({ hasBookmarks: z.boolean() });

/** GET /is-bookmarked/{articleId}, /region-bookmarks/is-bookmarked/{id}, /tag-bookmarks/is-bookmarked/{id}. */
export const isBookmarkedSchema = z.object({ isBookmarked: z.boolean() });

/** A path on this site ('/lokales/rheinau', '/thema/12'): never another origin, never a script URL. */
const sitePathSchema = z.string().check(z.maxLength(500), z.regex(/^\/(?![/\\])[^\s\\]*$/));

/** Body of POST /region-bookmarks/{id} and /tag-bookmarks/{id}: what the portal shows and links to. */
export const feedBookmarkInputSchema = z.object({
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  target: sitePathSchema,
});
export type FeedBookmarkInput = z.infer<typeof feedBookmarkInputSchema>;

/** A region or topic bookmark (spec §3): id, label, target. */
export const feedBookmarkSchema = z.extend(feedBookmarkInputSchema, { id: userApiIdSchema });
export type FeedBookmark = z.infer<typeof feedBookmarkSchema>;

/** GET /region-bookmarks and /tag-bookmarks: newest first. */
export const feedBookmarksSchema = z.array(feedBookmarkSchema);

/** Body of POST /credit-purchases/batch/exists: the article ids to look up. */
export const creditPurchaseIdsSchema = z.array(userApiIdSchema).check(z.minLength(1), z.maxLength(100));

/** Answer of POST /credit-purchases/batch/exists: purchased article id to purchase date; others are absent. */
export const creditPurchaseDatesSchema = z.record(z.string().check(z.regex(/^[1-9]\d*$/)), z.iso.datetime());
export type CreditPurchaseDates = z.infer<typeof creditPurchaseDatesSchema>;

/** Answer of GET /credit-purchases/{articleId}/exists. */
export const creditPurchaseExistsSchema = z.object({
  exists: z.boolean(),
  purchasedAt: z.nullable(z.iso.datetime()),
});
export type CreditPurchaseExists = z.infer<typeof creditPurchaseExistsSchema>;

/** One entry of the reader's history: the article, its last view (ISO 8601) and how often it was viewed. */
export const readArticleSchema = z.object({
  articleId: userApiIdSchema,
  readAt: z.iso.datetime(),
  visits: z.int().check(z.positive()),
});
export type ReadArticle = z.infer<typeof readArticleSchema>;

/** GET /read-articles: newest first, at most READ_ARTICLES_LIMIT. */
export const readArticlesSchema = z.array(readArticleSchema);
export const READ_ARTICLES_LIMIT = 100;
