/** One charge the checkout asks a payment method for. */
export type ChargeRequest = {
  /** The order being paid: a provider must charge an order id at most once (retries repeat it). */
  orderId: string;
  amountCents: number;
  currency: 'EUR';
  customerId: string;
  description: string;
};

/**
 * A payment method (issue 14): the test method by default, a real provider through the same interface. `charge`
 * answers the provider's transaction id, or throws PaymentDeclinedError when the payment was refused.
 */
export type PaymentMethodAdapter = {
  /** Stable id a checkout names (`paymentMethod`). */
  id: string;
  /** German label on the checkout page. */
  label: string;
  charge(request: ChargeRequest): Promise<{ transactionId: string }>;
};

/** The payment method refused the charge: the order is not placed (402 payment_declined). */
export class PaymentDeclinedError extends Error {
  constructor(message = 'payment declined') {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}
