import type { ArticleTeaser, ContentRestriction } from '@news/contracts/content';
import type { ArticlePage } from '@news/contracts/contentPages';

/** What the lock icon and the "is paid" check need to know of an article, teaser or headline. */
export type LockSubject = {
  id: number;
  contentRestriction: ContentRestriction;
  /** The page shows the article without its body (article pages only). */
  isPaywalled?: boolean;
  /** Can be bought with a credit (spec §3 isSoldContent); absent where the data does not say (headlines). */
  isSoldContent?: boolean;
  /**
   * Tags a tag subscription may match: main tag, tags and, where known, their ancestors. Absent where the data
   * does not say (headlines): then no tag-subscription mark is claimed either way.
   */
  tagIds?: readonly number[];
};

/** True when the article's body is paid content (behind the paywall for readers without entitlement). */
export const isPaidArticle = (article: Pick<LockSubject, 'contentRestriction' | 'isPaywalled'>): boolean =>
  article.contentRestriction === 'plus' || article.isPaywalled === true;

/** The lock subject of a teaser: its tags for a tag subscription are `accessTagIds`, else main tag and tags. */
export const teaserLockSubject = (teaser: ArticleTeaser): LockSubject => ({
  id: teaser.documentId,
  contentRestriction: teaser.contentRestriction,
  isSoldContent: teaser.isSoldContent,
  tagIds: teaser.accessTagIds ?? [teaser.maintag, ...teaser.tags],
});

/** The lock subject of an article page (main tag and tags). */
export const articleLockSubject = (article: ArticlePage): LockSubject => ({
  id: article.id,
  contentRestriction: article.contentRestriction,
  isPaywalled: article.isPaywalled,
  isSoldContent: article.isSoldContent,
  tagIds: [article.maintag.id, ...article.tags.map((tag) => tag.id)],
});
