import { z } from 'zod/mini';

/** Content restriction of an article: free for everyone, plus behind the paywall. */
export const contentRestrictionSchema = z.enum(['free', 'plus']);
export type ContentRestriction = z.infer<typeof contentRestrictionSchema>;

/** Teaser badges (spec §3). The default badge is Kommentar. */
export const teaserBadgeSchema = z.enum([
  'Live',
  'Update',
  'Exklusiv',
  'Interview',
  'Serie',
  'Community',
  'Rückblick',
  'Infografik',
  'Platzhalter',
  'Kommentar',
  'Eilmeldung',
]);
export type TeaserBadge = z.infer<typeof teaserBadgeSchema>;

export const imageSchema = z.object({
  baseUrl: z.string().check(z.minLength(1)),
  cropVal: z.optional(z.string()),
  altText: z.string(),
  caption: z.optional(z.string()),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
});
export type Image = z.infer<typeof imageSchema>;

export const authorSchema = z.object({
  id: z.int().check(z.positive()),
  prename: z.string(),
  surname: z.string(),
  shortname: z.optional(z.string()),
  urlPath: z.string(),
});
export type Author = z.infer<typeof authorSchema>;

export const articleTeaserSchema = z.object({
  documentId: z.int().check(z.positive()),
  titlePrefix: z.optional(z.string()),
  title: z.string().check(z.minLength(1)),
  targetPathOrUrl: z.string().check(z.minLength(1)),
  teaserTextHtml: z.optional(z.string()),
  isSoldContent: z.boolean(),
  isOpinion: z.boolean(),
  isPodcast: z.boolean(),
  isVideoArticle: z.boolean(),
  contentRestriction: contentRestrictionSchema,
  tags: z.array(z.int()),
  maintag: z.int(),
  /**
   * Plus teasers: the tags a tag subscription may match (main tag, tags and their ancestors), for the reader's
   * lock icon (spec §4 "Headline lock icon"). Absent: main tag and tags.
   */
  accessTagIds: z.optional(z.array(z.int().check(z.positive())).check(z.maxLength(500))),
  authors: z.array(authorSchema),
  img: z.optional(imageSchema),
  badge: z.optional(teaserBadgeSchema),
  publishDate: z.string(),
  /**
   * Teasers of the home page's mix ("Top-Themen"): the title of the article's ressort (channel), shown above the
   * headline where the brand's setting ressort_label_homemix_enabled is on (mf-articles removes it otherwise).
   */
  ressort: z.optional(z.string().check(z.minLength(1))),
});
export type ArticleTeaser = z.infer<typeof articleTeaserSchema>;

export const teaserSectionSchema = z.object({
  title: z.string(),
  targetPathOrUrl: z.optional(z.string()),
  teasers: z.array(articleTeaserSchema),
});
export type TeaserSection = z.infer<typeof teaserSectionSchema>;

/** GET /content/v5/home */
export const homePageSchema = z.object({
  type: z.literal('home'),
  title: z.string(),
  description: z.string(),
  sections: z.array(teaserSectionSchema),
});
export type HomePage = z.infer<typeof homePageSchema>;

/** Error answer of the content API, e.g. { status: 404, message: 'page_not_found', path: 'foo' }. */
export const contentErrorSchema = z.object({
  status: z.int(),
  message: z.string(),
  path: z.optional(z.string()),
});
export type ContentError = z.infer<typeof contentErrorSchema>;
