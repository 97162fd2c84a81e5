import { randomUUID } from 'node:crypto';
import type { Db } from '@news/db/createDb';
import type { Outbox } from '@news/outbox/createOutbox';
import { enqueueRoleGrant } from './checkout';
import type { PaymentMethodAdapter } from './PaymentMethodAdapter';

type DueRow = {
  subscription_id: string;
  customer_id: string;
  sso_id: string;
  mandator: string;
  product_id: string;
  product_name: string;
  role: string;
  price_cents: number;
  paid_until: Date | string;
  payment_method: string;
  billing_address: unknown;
};

/**
 * Renews the running subscriptions whose paid period has ended, each in a transaction of its own: the payment
 * method of its first order charges the price again, a renewal order and its invoice are recorded and the paid
 * period moves one period on. A charge that fails (declined, or the method is no longer configured) ends the
 * subscription at the end of the period paid, and the identity service hears that the role ends then. Answers how
 * many were renewed. Replicas share the work (`for update skip locked`).
 */
export async function renewDueSubscriptions(
  db: Db,
  deps: { roleOutbox: Outbox; paymentMethods: ReadonlyMap<string, PaymentMethodAdapter> },
): Promise<number> {
  let renewed = 0;
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const { rows } = await tx.query<DueRow>(
        `select s.subscription_id, s.customer_id, c.sso_id, s.mandator, s.product_id, s.product_name, s.role,
           s.price_cents, s.paid_until, o.payment_method, o.billing_address
         from payments.subscriptions s
         join payments.customers c on c.customer_id = s.customer_id
         join payments.orders o on o.order_id = s.order_id
         where s.cancelled_at is null and s.paid_until <= now()
         order by s.paid_until
         limit 1
         for update of s skip locked`,
      );
      const due = rows[0];
      if (!due) return 'none' as const;
      const orderId = `O-${randomUUID()}`;
      const method = deps.paymentMethods.get(due.payment_method);
      const charged = method
        ? await method
            .charge({
              orderId,
              amountCents: due.price_cents,
              currency: 'EUR',
              customerId: due.customer_id,
              description: due.product_name,
            })
            .catch(() => null)
        : null;
      if (!charged) {
        await tx.query('update payments.subscriptions set cancelled_at = now() where subscription_id = $1', [
          due.subscription_id,
        ]);
        await enqueueRoleGrant(tx, deps.roleOutbox, {
          grantId: due.subscription_id,
          ssoId: due.sso_id,
          role: due.role,
          validUntil: new Date(due.paid_until).toISOString(),
        });
        return 'ended' as const;
      }
      await tx.query(
        `insert into payments.orders (order_id, customer_id, mandator, product_id, product_name, amount_cents,
           currency, status, payment_method, transaction_id, idempotency_key, billing_address)
         values ($1, $2, $3, $4, $5, $6, 'EUR', 'paid', $7, $8, $9, $10)`,
        [
          orderId,
          due.customer_id,
          due.mandator,
          due.product_id,
          due.product_name,
          due.price_cents,
          due.payment_method,
          charged.transactionId,
          randomUUID(),
          JSON.stringify(due.billing_address),
        ],
      );
      await tx.query(
        `insert into payments.invoices (invoice_number, order_id, customer_id, mandator, product_name, amount_cents)
         values ('RE-' || nextval('payments.invoice_numbers'), $1, $2, $3, $4, $5)`,
        [orderId, due.customer_id, due.mandator, due.product_name, due.price_cents],
      );
      await tx.query(
        `update payments.subscriptions set paid_until = paid_until + ('1 ' || period)::interval
         where subscription_id = $1`,
        [due.subscription_id],
      );
      return 'renewed' as const;
    });
    if (outcome === 'none') return renewed;
    if (outcome === 'renewed') renewed += 1;
    else deps.roleOutbox.kick();
  }
}
