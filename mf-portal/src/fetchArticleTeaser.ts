import { articleTeaserSchema, type ArticleTeaser } from '@news/contracts/content';

/**
 * The teaser of one article (spec §7 "Data fetch articles/{articleId}/teaser") through the gateway's content path,
 * without cookies (public content; the gateway names the brand). null when the article no longer exists (404);
 * throws on any other failure.
 */
export async function fetchArticleTeaser(articleId: number): Promise<ArticleTeaser | null> {
  const res = await fetch(`/content/v5/articles/${articleId}/teaser`, {
    credentials: 'omit',
    headers: { accept: 'application/json' },
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`Artikel ${articleId} konnte nicht geladen werden (${res.status})`);
  return articleTeaserSchema.parse(await res.json());
}
