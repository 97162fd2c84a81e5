import { z } from 'zod/mini';
import { homePageSchema } from './content';
import { ecommerceWidgetRulesSchema } from './ecommerceWidget';
import { giftMarkSchema } from './giftToken';
import { recommendationsSetupSchema } from './recommendations';
import {
  articlePageSchema,
  authorPageSchema,
  authorsPageSchema,
  channelPageSchema,
  documentPageSchema,
  headlinesPageSchema,
  newestArticlesPageSchema,
  newsletterPageSchema,
  newslettersPageSchema,
  personalFeedsSchema,
  podcastPageSchema,
  podcastsPageSchema,
  searchPageSchema,
  testReportPageSchema,
  testReportsPageSchema,
  topicPageSchema,
  topicsListSchema,
} from './contentPages';

/** Path of page 1 of a paginated list (pagination links are built from it). */
const listPath = z.string().check(z.minLength(1));

/**
 * What a screen of mf-articles needs, loaded once on the server (embedded in the document) and again on every
 * client-side navigation. Validated where it enters the browser.
 */
export const pageDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('home'), path: z.string(), home: homePageSchema }),
  z.object({
    kind: z.literal('article'),
    path: z.string(),
    article: articlePageSchema,
    /** Set by the gift-article check (gift variant): a link token from the URL for the paywall to validate. */
    gift: z.optional(giftMarkSchema),
    /** The brand's recommendations widget under its articles; absent: none (app config recoEnabled false). */
    recommendations: z.optional(recommendationsSetupSchema),
    /** The brand's rules for e-commerce widgets in the article (settings ecommercewidget_*), when it has them. */
    ecommerceWidget: z.optional(ecommerceWidgetRulesSchema),
    /** The brand's swipe_tooltip_enabled, on an article with a header gallery of several pictures: the hint. */
    swipeHint: z.optional(z.literal(true)),
  }),
  z.object({ kind: z.literal('author'), path: z.string(), listPath, author: authorPageSchema }),
  z.object({ kind: z.literal('authors'), path: z.string(), authors: authorsPageSchema }),
  z.object({
    kind: z.literal('search'),
    path: z.string(),
    /** The trimmed query ('' shows just the form). */
    query: z.string(),
    /** German error text of a query the API refuses (e.g. too long). */
    error: z.optional(z.string()),
    results: z.optional(searchPageSchema),
  }),
  z.object({ kind: z.literal('topics'), path: z.string(), topics: topicsListSchema }),
  z.object({ kind: z.literal('topic'), path: z.string(), listPath, topic: topicPageSchema }),
  z.object({ kind: z.literal('headlines'), path: z.string(), listPath, headlines: headlinesPageSchema }),
  z.object({ kind: z.literal('my-region'), path: z.string(), regions: personalFeedsSchema }),
  z.object({ kind: z.literal('newsletters'), path: z.string(), newsletters: newslettersPageSchema }),
  z.object({ kind: z.literal('newsletter'), path: z.string(), newsletter: newsletterPageSchema }),
  z.object({ kind: z.literal('document'), path: z.string(), document: documentPageSchema }),
  z.object({ kind: z.literal('test-reports'), path: z.string(), listPath, reports: testReportsPageSchema }),
  z.object({ kind: z.literal('test-report'), path: z.string(), report: testReportPageSchema }),
  z.object({ kind: z.literal('channel'), path: z.string(), listPath, channel: channelPageSchema }),
  z.object({ kind: z.literal('podcasts'), path: z.string(), podcasts: podcastsPageSchema }),
  z.object({ kind: z.literal('podcast'), path: z.string(), podcast: podcastPageSchema }),
  z.object({
    kind: z.literal('newest-articles'),
    path: z.string(),
    listPath,
    newest: newestArticlesPageSchema,
  }),
  z.object({ kind: z.literal('not-found'), path: z.string(), message: z.string() }),
]);
export type PageData = z.infer<typeof pageDataSchema>;
export type PageKind = PageData['kind'];
