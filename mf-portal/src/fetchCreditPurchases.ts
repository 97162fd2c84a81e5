import { creditPurchasesSchema, type CreditPurchase } from '@news/contracts/paymentsApi';
import { apiClient } from './apiClient';

/** GET /api/plenigo/credits/purchases: the articles the reader bought with coins in this brand, newest first. */
export async function fetchCreditPurchases(): Promise<CreditPurchase[]> {
  const answer = await apiClient.request('/api/plenigo/credits/purchases', {
    credentials: 'same-origin',
    cache: 'no-store',
  });
  return creditPurchasesSchema.parse(answer);
}
