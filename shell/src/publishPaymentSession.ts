import type { EventBus } from '@news/event-bus/createEventBus';
import type { PaymentSession } from './sessionApi';

/** Puts the payment provider's session on the bus (topic payment, replayed to late subscribers). */
export function publishPaymentSession(bus: EventBus, session: PaymentSession): void {
  if (session.kind === 'failed') bus.publish('payment', { type: 'PAYMENT_UNAVAILABLE' });
  else
    bus.publish('payment', {
      type: 'PAYMENT_CUSTOMER',
      customerId: session.kind === 'customer' ? session.customerId : null,
    });
}
