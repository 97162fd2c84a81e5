import { creditPurchaseDatesSchema, type CreditPurchaseDates } from '@news/contracts/userApi';
import { apiClient } from './apiClient';

/**
 * POST /user-api/mandators/{m}/users/{ssoId}/credit-purchases/batch/exists (spec §7): which of these articles
 * (1–100 ids) the reader bought with credits, and when. Through the gateway with the session cookie.
 */
export async function fetchCreditPurchaseDates(
  mandator: string,
  ssoId: string,
  articleIds: readonly number[],
): Promise<CreditPurchaseDates> {
  const path = `/user-api/mandators/${encodeURIComponent(mandator)}/users/${encodeURIComponent(ssoId)}`;
  const answer = await apiClient.request(`${path}/credit-purchases/batch/exists`, {
    method: 'POST',
    credentials: 'same-origin',
    json: articleIds,
  });
  return creditPurchaseDatesSchema.parse(answer);
}
