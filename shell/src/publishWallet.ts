import type { CreditWallet } from '@news/contracts/paymentsApi';
import type { EventBus } from '@news/event-bus/createEventBus';
import type { PaymentSession } from './sessionApi';

/**
 * A wallet reader's credit wallet onto the bus (WALLET_CHANGED: the header's coins, the coin offer, the portal),
 * read after the payment session found the customer. A wallet that cannot be read is logged ("no plenigo wallet
 * found", spec §8) and announced as PAYMENT_UNAVAILABLE.
 */
export async function publishWallet(
  bus: EventBus,
  session: PaymentSession,
  fetchWallet: (customerId: string) => Promise<CreditWallet>,
): Promise<void> {
  if (session.kind !== 'customer') return;
  try {
    const wallet = await fetchWallet(session.customerId);
    bus.publish('payment', { type: 'WALLET_CHANGED', ...wallet });
  } catch (error) {
    console.warn('[shell] no plenigo wallet found', error);
    bus.publish('payment', { type: 'PAYMENT_UNAVAILABLE' });
  }
}
