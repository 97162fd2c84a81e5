import { apiErrorSchema } from '@news/contracts/apiError';
import { articlePageSchema, type ArticlePage } from '@news/contracts/contentPages';
import { LINK_TOKEN_PARAM } from '@news/contracts/giftToken';
import { NOT_ENTITLED } from '@news/contracts/paywallApi';

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
    const res = await fetch(`/api/paywall/articles/${articleId}${query}`, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (res.ok) {
      const article = articlePageSchema.safeParse(await res.json().catch(() => null));
      if (!article.success) return { kind: 'failed' };
      return article.data.id === articleId && !article.data.isPaywalled
        ? { kind: 'open', article: article.data }
        : { kind: 'not-entitled' };
    }
    const error = apiErrorSchema.safeParse(await res.json().catch(() => null));
    return res.status === 403 && error.success && error.data.code === NOT_ENTITLED
      ? { kind: 'not-entitled' }
      : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
