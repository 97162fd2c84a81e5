import { creditPurchasesSchema, type CreditPurchase } from '@news/contracts/paymentsApi';

/** GET /api/plenigo/credits/purchases: the articles the reader bought with coins in this brand, newest first. */
export async function fetchCreditPurchases(): Promise<CreditPurchase[]> {
  const res = await fetch('/api/plenigo/credits/purchases', {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`/api/plenigo/credits/purchases answered ${res.status}`);
  return creditPurchasesSchema.parse(await res.json());
}
