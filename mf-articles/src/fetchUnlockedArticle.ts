import { articlePageSchema, type ArticlePage } from '@news/contracts/contentPages';
import { LINK_TOKEN_PARAM } from '@news/contracts/giftToken';
import { NOT_ENTITLED } from '@news/contracts/paywallApi';
import { HttpError } from '@news/http-client/createHttpClient';
import { apiClient } from './apiClient';

export type UnlockedArticle =
  { kind: 'open'; article: ArticlePage } | { kind: 'not-entitled' } | { kind: 'failed' };

/**
 * GET /api/paywall/articles/{id}: the whole article for a reader who may read it (private, never cached), with
 * the page's link token; 403 not_entitled for anyone else. An answer that still has no body counts as refused.
 */
export async function fetchUnlockedArticle(
  articleId: number,
  linkToken: string | null,
): Promise<UnlockedArticle> {
  const query = linkToken ? `?${LINK_TOKEN_PARAM}=${encodeURIComponent(linkToken)}` : '';
  try {
    const article = articlePageSchema.safeParse(
      await apiClient.request(`/api/paywall/articles/${articleId}${query}`, {
        credentials: 'same-origin',
        cache: 'no-store',
      }),
    );
    if (!article.success) return { kind: 'failed' };
    return article.data.id === articleId && !article.data.isPaywalled
      ? { kind: 'open', article: article.data }
      : { kind: 'not-entitled' };
  } catch (error) {
    return error instanceof HttpError && error.status === 403 && error.code === NOT_ENTITLED
      ? { kind: 'not-entitled' }
      : { kind: 'failed' };
  }
}
