import { createHash } from 'node:crypto';
import type { PaymentMethodAdapter } from './PaymentMethodAdapter';

/**
 * The test payment method: accepts every charge without an outside provider, so a site runs and sells without a
 * contract with one. Its transaction id is derived from the order id, so a repeated charge of an order is the same
 * transaction. A publisher replaces it with a real provider's adapter (PaymentMethodAdapter).
 */
export function testPaymentMethod(): PaymentMethodAdapter {
  return {
    id: 'test',
    label: 'Testzahlung (es wird kein Geld abgebucht)',
    charge: async ({ orderId }) => ({
      transactionId: `test-${createHash('sha256').update(orderId).digest('hex').slice(0, 24)}`,
    }),
  };
}
