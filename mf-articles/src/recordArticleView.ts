import { readArticleSchema, type ReadArticle } from '@news/contracts/userApi';
import { apiClient } from './apiClient';

/**
 * POST /user-api/mandators/{m}/users/{ssoId}/read-articles/{articleId} (spec §9: the visit counter rises on each
 * article view): the view enters the reader's history at the top, through the gateway with the session cookie
 * (same-origin, so the gateway's CSRF check lets it pass). Throws when the user API refuses or cannot be reached.
 */
export async function recordArticleView(
  mandator: string,
  ssoId: string,
  articleId: number,
): Promise<ReadArticle> {
  const path = `/user-api/mandators/${encodeURIComponent(mandator)}/users/${encodeURIComponent(ssoId)}`;
  const answer = await apiClient.request(`${path}/read-articles/${articleId}`, {
    method: 'POST',
    credentials: 'same-origin',
  });
  return readArticleSchema.parse(answer);
}
