import { z } from 'zod';

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
  baseUrl: z.string().min(1),
  cropVal: z.string().optional(),
  altText: z.string(),
  caption: z.string().optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof imageSchema>;

export const authorSchema = z.object({
  id: z.number().int().positive(),
  prename: z.string(),
  surname: z.string(),
  shortname: z.string().optional(),
  urlPath: z.string(),
});
export type Author = z.infer<typeof authorSchema>;

export const articleTeaserSchema = z.object({
  documentId: z.number().int().positive(),
  titlePrefix: z.string().optional(),
  title: z.string().min(1),
  targetPathOrUrl: z.string().min(1),
  teaserTextHtml: z.string().optional(),
  isSoldContent: z.boolean(),
  isOpinion: z.boolean(),
  isPodcast: z.boolean(),
  isVideoArticle: z.boolean(),
  contentRestriction: contentRestrictionSchema,
  tags: z.array(z.number().int()),
  maintag: z.number().int(),
  authors: z.array(authorSchema),
  img: imageSchema.optional(),
  badge: teaserBadgeSchema.optional(),
  publishDate: z.string(),
});
export type ArticleTeaser = z.infer<typeof articleTeaserSchema>;

export const teaserSectionSchema = z.object({
  title: z.string(),
  targetPathOrUrl: z.string().optional(),
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
  status: z.number().int(),
  message: z.string(),
  path: z.string().optional(),
});
export type ContentError = z.infer<typeof contentErrorSchema>;
