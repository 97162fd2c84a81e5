import { z } from 'zod/mini';
import { embedVendorSchema } from './embedVendors';
import {
  articleTeaserSchema,
  authorSchema,
  contentRestrictionSchema,
  imageSchema,
  teaserBadgeSchema,
} from './content';

/** Page size of every paginated content list. */
export const CONTENT_PAGE_SIZE = 20;
/** Highest page number accepted by paginated content pages (larger → 400 invalid_page). */
export const MAX_CONTENT_PAGE = 1000;
/** Longest accepted search query (characters, after trimming). */
export const MAX_SEARCH_QUERY_LENGTH = 200;
/** Largest `limit` of GET /v5/articles/search. */
export const MAX_ARTICLE_SEARCH_LIMIT = 20;
/** Largest id of content (PostgreSQL integer): a larger id cannot exist, its page is a 404. */
export const MAX_CONTENT_ID = 2_147_483_647;
/** Hours an article stays in the news sitemap (Google News: two days). */
export const NEWS_SITEMAP_HOURS = 48;

export const paginationSchema = z.object({
  page: z.int().check(z.minimum(1)),
  pageSize: z.int().check(z.positive()),
  total: z.int().check(z.minimum(0)),
  /** At least 1: the first page of an empty list exists and is empty. */
  totalPages: z.int().check(z.minimum(1)),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A link with a label, e.g. a breadcrumb entry or a sub-channel. */
export const pageLinkSchema = z.object({
  label: z.string().check(z.minLength(1)),
  path: z.string().check(z.minLength(1)),
});
export type PageLink = z.infer<typeof pageLinkSchema>;

/** A tag (topic) reference with its label and page path (`/themen/{id}`). */
export const tagRefSchema = z.object({
  id: z.int().check(z.positive()),
  label: z.string().check(z.minLength(1)),
  path: z.string().check(z.minLength(1)),
});
export type TagRef = z.infer<typeof tagRefSchema>;

/** One item of an article, test report or document body. */
export const contentItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('subheading'), text: z.string() }),
  z.object({ type: z.literal('quote'), text: z.string(), cite: z.optional(z.string()) }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.string()) }),
  z.object({ type: z.literal('image'), image: imageSchema }),
  /** Media of a third party (spec §1): loaded only after consent for its vendor; width/height give its box. */
  z.object({
    type: z.literal('embed'),
    vendor: embedVendorSchema,
    src: z.string(),
    title: z.string().check(z.minLength(1)),
    width: z.int().check(z.positive()),
    height: z.int().check(z.positive()),
  }),
  /**
   * A shop widget (spec §3 ecommercewidget_*): a frame shown only when the brand has the widget and `src` matches
   * its rules; `height` is reserved until the widget asks for its own.
   */
  z.object({
    type: z.literal('ecommerce'),
    src: z.string(),
    title: z.string().check(z.minLength(1)),
    height: z.int().check(z.positive()),
  }),
]);
export type ContentItem = z.infer<typeof contentItemSchema>;

export const seoSchema = z.object({ title: z.string().check(z.minLength(1)), description: z.string() });
export type Seo = z.infer<typeof seoSchema>;

/** GET /v5/channel?path=… and GET /v5/channel/{path…} */
export const channelPageSchema = z.object({
  type: z.literal('channel'),
  path: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  breadcrumb: z.array(pageLinkSchema),
  subChannels: z.array(pageLinkSchema),
  teasers: z.array(articleTeaserSchema),
  pagination: paginationSchema,
});
export type ChannelPage = z.infer<typeof channelPageSchema>;

export const articleAnalyticsSchema = z.object({
  contentId: z.int().check(z.positive()),
  /** Top-level channel ("Ressort") path, e.g. 'lokales'. */
  ressort: z.string().check(z.minLength(1)),
  contentType: z.enum(['article', 'opinion', 'podcast', 'video']),
  contentRestriction: contentRestrictionSchema,
  pageType: z.literal('Artikelseite'),
  /** Words of lead and body (counted on the server, also for paywalled articles). */
  wordCount: z.int().check(z.minimum(0)),
});
export type ArticleAnalytics = z.infer<typeof articleAnalyticsSchema>;

/** A video file served by the gateway below /media/videos, with German WebVTT captions. */
export const videoSourceSchema = z.object({
  /** e.g. '/media/videos/rb-drohnenflug-ueber-das-hochwasser.webm' */
  src: z.string().check(z.regex(/^\/media\/videos\/[a-z0-9-]+\.(webm|mp4)$/)),
  type: z.enum(['video/webm', 'video/mp4']),
  captions: z.string().check(z.regex(/^\/media\/videos\/[a-z0-9-]+\.vtt$/)),
});
export type VideoSource = z.infer<typeof videoSourceSchema>;

/**
 * GET /v5/articles/{id}. For a plus article without entitlement `isPaywalled` is true and `contentItems` is empty:
 * the response carries the lead but no byte of the body.
 */
export const articlePageSchema = z.object({
  type: z.literal('article'),
  id: z.int().check(z.positive()),
  title: z.string().check(z.minLength(1)),
  titlePrefix: z.optional(z.string()),
  lead: z.string(),
  teaserText: z.string(),
  publishDate: z.string(),
  updatedDate: z.optional(z.string()),
  authors: z.array(authorSchema),
  maintag: tagRefSchema,
  tags: z.array(tagRefSchema),
  channel: pageLinkSchema,
  contentRestriction: contentRestrictionSchema,
  isPaywalled: z.boolean(),
  isSoldContent: z.boolean(),
  isOpinion: z.boolean(),
  isPodcast: z.boolean(),
  isVideoArticle: z.boolean(),
  badge: z.optional(teaserBadgeSchema),
  img: z.optional(imageSchema),
  /** Video articles: poster image, caption and, where a video file exists, its playable source. */
  headerVideo: z.optional(
    z.object({ poster: imageSchema, caption: z.string(), source: z.optional(videoSourceSchema) }),
  ),
  galleryHeader: z.optional(z.array(imageSchema)),
  contentItems: z.array(contentItemSchema),
  relatedArticles: z.object({
    topicName: z.string(),
    teasers: z.array(articleTeaserSchema).check(z.maxLength(4)),
  }),
  analytics: articleAnalyticsSchema,
  canonicalPath: z.string().check(z.regex(/^\/([a-z0-9-]+-)?\d+$/)),
  seo: seoSchema,
});
export type ArticlePage = z.infer<typeof articlePageSchema>;

/**
 * GET /v5/articles/{id}/access: the facts about an article that the paywall service decides on (its restriction,
 * the main tag, tags and every ancestor of them, whether wallet readers can unlock it with a coin). No text.
 */
export const articleAccessSchema = z.object({
  id: z.int().check(z.positive(), z.maximum(MAX_CONTENT_ID)),
  contentRestriction: contentRestrictionSchema,
  tagIds: z.array(z.int().check(z.positive())),
  soldWithCredits: z.boolean(),
});
export type ArticleAccess = z.infer<typeof articleAccessSchema>;

/** GET /v5/tags/{id}: topic page. */
export const topicPageSchema = z.object({
  type: z.literal('topic'),
  id: z.int().check(z.positive()),
  label: z.string().check(z.minLength(1)),
  description: z.string(),
  path: z.string(),
  parent: z.optional(tagRefSchema),
  teasers: z.array(articleTeaserSchema),
  pagination: paginationSchema,
});
export type TopicPage = z.infer<typeof topicPageSchema>;

/** GET /v5/tags/{id}/hierarchy: ancestors (root first) and direct children of a tag. */
export const topicHierarchySchema = z.object({
  type: z.literal('topic-hierarchy'),
  tag: tagRefSchema,
  ancestors: z.array(tagRefSchema),
  children: z.array(tagRefSchema),
});
export type TopicHierarchy = z.infer<typeof topicHierarchySchema>;

/** GET /v5/tags: all topics grouped by initial letter A–Z (umlauts sort under their base letter). */
export const topicsListSchema = z.object({
  type: z.literal('topics'),
  groups: z.array(
    z.object({
      letter: z.string().check(z.regex(/^[A-Z#]$/)),
      topics: z.array(z.extend(tagRefSchema, { articleCount: z.int().check(z.minimum(0)) })),
    }),
  ),
});
export type TopicsList = z.infer<typeof topicsListSchema>;

/** A node of the region or topic tree (bookmarkable: id, label, target). */
export type FeedTreeNode = { id: number; label: string; target: string; children: FeedTreeNode[] };
export const feedTreeNodeSchema: z.ZodMiniType<FeedTreeNode> = z.object({
  id: z.int().check(z.positive()),
  label: z.string().check(z.minLength(1)),
  target: z.string().check(z.minLength(1)),
  children: z.lazy(() => z.array(feedTreeNodeSchema)),
});

/** GET /v5/personal-feeds/regions and GET /v5/personal-feeds/topics */
export const personalFeedsSchema = z.object({
  type: z.literal('personal-feeds'),
  kind: z.enum(['regions', 'topics']),
  items: z.array(feedTreeNodeSchema),
});
export type PersonalFeeds = z.infer<typeof personalFeedsSchema>;

export const authorProfileSchema = z.extend(authorSchema, {
  role: z.optional(z.string()),
  bio: z.optional(z.string()),
  articleCount: z.int().check(z.minimum(0)),
});
export type AuthorProfile = z.infer<typeof authorProfileSchema>;

/** GET /v5/authors: all authors (sorted by surname) with their article count for the brand. */
export const authorsPageSchema = z.object({
  type: z.literal('authors'),
  authors: z.array(authorProfileSchema),
});
export type AuthorsPage = z.infer<typeof authorsPageSchema>;

/** GET /v5/authors/{id} */
export const authorPageSchema = z.object({
  type: z.literal('author'),
  author: authorProfileSchema,
  teasers: z.array(articleTeaserSchema),
  pagination: paginationSchema,
});
export type AuthorPage = z.infer<typeof authorPageSchema>;

/** One line of the headlines page (spec "Article headline props"). */
export const headlineSchema = z.object({
  numbering: z.int().check(z.positive()),
  documentId: z.int().check(z.positive()),
  title: z.string().check(z.minLength(1)),
  titlePrefix: z.optional(z.string()),
  targetPathOrUrl: z.string().check(z.minLength(1)),
  publishDate: z.string(),
  contentRestriction: contentRestrictionSchema,
  badge: z.optional(teaserBadgeSchema),
  fontSize: z.enum(['small', 'medium', 'large']),
  openInNewWindow: z.boolean(),
  noFollow: z.boolean(),
  isExternal: z.boolean(),
});
export type Headline = z.infer<typeof headlineSchema>;

/** GET /v5/headlines: newest articles as numbered headlines (numbering continues across pages). */
export const headlinesPageSchema = z.object({
  type: z.literal('headlines'),
  headlines: z.array(headlineSchema),
  pagination: paginationSchema,
});
export type HeadlinesPage = z.infer<typeof headlinesPageSchema>;

/** GET /v5/newest-articles */
export const newestArticlesPageSchema = z.object({
  type: z.literal('newest-articles'),
  teasers: z.array(articleTeaserSchema),
  pagination: paginationSchema,
});
export type NewestArticlesPage = z.infer<typeof newestArticlesPageSchema>;

export const testReportTeaserSchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string().check(z.minLength(1)),
  product: z.string().check(z.minLength(1)),
  category: z.string().check(z.minLength(1)),
  /** 1 (mangelhaft) to 5 (hervorragend), in steps of 0.5. */
  rating: z.number().check(z.minimum(1), z.maximum(5)),
  teaserText: z.string(),
  targetPathOrUrl: z.string().check(z.regex(/^\/testbericht\/[a-z0-9-]+-\d+$/)),
  img: z.optional(imageSchema),
  publishDate: z.string(),
});
export type TestReportTeaser = z.infer<typeof testReportTeaserSchema>;

/** GET /v5/test-reports */
export const testReportsPageSchema = z.object({
  type: z.literal('test-reports'),
  reports: z.array(testReportTeaserSchema),
  pagination: paginationSchema,
});
export type TestReportsPage = z.infer<typeof testReportsPageSchema>;

/** GET /v5/test-reports/{id} */
export const testReportPageSchema = z.extend(testReportTeaserSchema, {
  type: z.literal('test-report'),
  lead: z.string(),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  verdict: z.string(),
  authors: z.array(authorSchema),
  contentItems: z.array(contentItemSchema),
  canonicalPath: z.string(),
  seo: seoSchema,
});
export type TestReportPage = z.infer<typeof testReportPageSchema>;

export const podcastSummarySchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  hosts: z.string(),
  img: z.optional(imageSchema),
  episodeCount: z.int().check(z.minimum(0)),
  targetPathOrUrl: z.string().check(z.minLength(1)),
});
export type PodcastSummary = z.infer<typeof podcastSummarySchema>;

/** GET /v5/podcasts */
export const podcastsPageSchema = z.object({
  type: z.literal('podcasts'),
  podcasts: z.array(podcastSummarySchema),
});
export type PodcastsPage = z.infer<typeof podcastsPageSchema>;

export const podcastEpisodeSchema = z.object({
  id: z.int().check(z.positive()),
  episodeNumber: z.int().check(z.positive()),
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  durationSeconds: z.int().check(z.positive()),
  /** Served by the gateway from its media folder, e.g. '/media/podcasts/rheinau-talk-1.wav'. */
  audioUrl: z.string().check(z.regex(/^\/media\/podcasts\/[a-z0-9-]+\.(wav|mp3)$/)),
  publishDate: z.string(),
});
export type PodcastEpisode = z.infer<typeof podcastEpisodeSchema>;

/** GET /v5/podcasts/{id}: the podcast with its episodes, newest first. */
export const podcastPageSchema = z.extend(podcastSummarySchema, {
  type: z.literal('podcast'),
  episodes: z.array(podcastEpisodeSchema),
});
export type PodcastPage = z.infer<typeof podcastPageSchema>;

export const newsletterSummarySchema = z.object({
  slug: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  frequency: z.string(),
  sendTime: z.string(),
  targetPathOrUrl: z.string().check(z.minLength(1)),
});
export type NewsletterSummary = z.infer<typeof newsletterSummarySchema>;

/** GET /v5/newsletters */
export const newslettersPageSchema = z.object({
  type: z.literal('newsletters'),
  newsletters: z.array(newsletterSummarySchema),
});
export type NewslettersPage = z.infer<typeof newslettersPageSchema>;

/** GET /v5/newsletters/{slug} */
export const newsletterPageSchema = z.extend(newsletterSummarySchema, {
  type: z.literal('newsletter'),
  topics: z.array(z.string()),
});
export type NewsletterPage = z.infer<typeof newsletterPageSchema>;

export const documentKeySchema = z.enum(['agb', 'datenschutz', 'impressum', 'accessibility']);
export type DocumentKey = z.infer<typeof documentKeySchema>;

/** GET /v5/documents/{key}: legal documents of the brand. */
export const documentPageSchema = z.object({
  type: z.literal('document'),
  key: documentKeySchema,
  title: z.string().check(z.minLength(1)),
  updatedDate: z.string(),
  contentItems: z.array(contentItemSchema),
});
export type DocumentPage = z.infer<typeof documentPageSchema>;

/** GET /v5/articles/search?offset=&limit=&searchTerms=a;b;c (similar-article search, all terms must match). */
export const articleSearchResultSchema = z.object({
  teasers: z.array(articleTeaserSchema).check(z.maxLength(MAX_ARTICLE_SEARCH_LIMIT)),
  total: z.int().check(z.minimum(0)),
});
export type ArticleSearchResult = z.infer<typeof articleSearchResultSchema>;

/**
 * GET /v5/search?q=&page=: full-text search over the newest matches, best match first, newer first among equals.
 * `pagination.total` counts at most the ranked matches; `totalCapped`: more articles match than that.
 */
export const searchPageSchema = z.object({
  type: z.literal('search'),
  query: z.string().check(z.minLength(1)),
  teasers: z.array(articleTeaserSchema),
  pagination: paginationSchema,
  totalCapped: z.boolean(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

/** Entries per page of GET /v5/sitemap-data (the sitemap protocol's limit per file). */
export const SITEMAP_PAGE_SIZE = 50_000;

/** GET /v5/sitemap-data?page=: article paths with their last modification, for the gateway's sitemap XML. */
export const sitemapDataSchema = z.object({
  type: z.literal('sitemap-data'),
  mandator: z.string(),
  entries: z.array(z.object({ path: z.string().check(z.minLength(1)), lastmod: z.string() })),
  pagination: paginationSchema,
});
export type SitemapData = z.infer<typeof sitemapDataSchema>;

/** GET /v5/news-sitemap-data: articles of the last NEWS_SITEMAP_HOURS, for the gateway's news sitemap XML. */
export const newsSitemapDataSchema = z.object({
  type: z.literal('news-sitemap-data'),
  publication: z.object({ name: z.string().check(z.minLength(1)), language: z.literal('de') }),
  entries: z.array(
    z.object({ path: z.string().check(z.minLength(1)), title: z.string(), publishDate: z.string() }),
  ),
});
export type NewsSitemapData = z.infer<typeof newsSitemapDataSchema>;
