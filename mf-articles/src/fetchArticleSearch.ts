import type { ArticleTeaser } from '@news/contracts/content';
import { articleSearchResultSchema } from '@news/contracts/contentPages';
import { SIMILAR_ARTICLES_MAX } from './findSimilarArticles';

/**
 * Browser: the content API's article search (spec §7 "articles/search": offset 0, limit 3, words joined by ';'),
 * anonymous, validated where it enters.
 */
export async function fetchArticleSearch(words: string[]): Promise<ArticleTeaser[]> {
  const query = new URLSearchParams({
    offset: '0',
    limit: String(SIMILAR_ARTICLES_MAX),
    searchTerms: words.join(';'),
  });
  const res = await fetch(`/content/v5/articles/search?${query.toString()}`, {
    credentials: 'omit',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`articles/search answered ${res.status}`);
  return articleSearchResultSchema.parse(await res.json()).teasers;
}
