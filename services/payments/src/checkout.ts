import { randomUUID } from 'node:crypto';
import type { MandatorId } from '@news/config/mandators';
import type { CheckoutBody, Order } from '@news/contracts/commerceApi';
import { roleGrantChangedSchema } from '@news/contracts/webhooks';
import type { Db, DbTx } from '@news/db/createDb';
import type { Outbox } from '@news/outbox/createOutbox';
import { ensureCustomer } from './ensureCustomer';
import { findOrder, ORDER_COLUMNS, toOrder, type OrderRow } from './orders';
import { PaymentDeclinedError, type PaymentMethodAdapter } from './PaymentMethodAdapter';
import { PaymentsHttpError } from './PaymentsHttpError';
import { findProduct } from './products';

/** Enqueues that `role` is granted to the reader through `grantId` until `validUntil` (null: while it runs). */
export async function enqueueRoleGrant(
  tx: DbTx,
  roleOutbox: Outbox,
  grant: { grantId: string; ssoId: string; role: string; validUntil: string | null },
): Promise<void> {
  await roleOutbox.enqueue(
    tx,
    roleGrantChangedSchema.parse({
      id: randomUUID(),
      type: 'role_grant.changed',
      occurredAt: new Date().toISOString(),
      data: grant,
    }),
  );
}

/**
 * Places an order (POST /customers/by-sso-id/{ssoId}/orders), all or nothing in one transaction: the reader's
 * customer (made on the first order) is locked first, so checkouts of one reader run one after the other. The same
 * idempotency key again answers the order it placed before and charges nothing (a double click buys once); with
 * another product it is 409 `idempotency_key_reused`. A subscription the reader already runs is 409
 * `already_subscribed`. The payment method charges, then the order, its invoice and the subscription (or the
 * pack's credits in the wallet) are recorded and the role grant is enqueued for the identity service; the caller
 * kicks the outbox after the commit. `created` says whether this call placed the order.
 */
export async function checkout(
  db: Db,
  deps: { roleOutbox: Outbox; paymentMethods: ReadonlyMap<string, PaymentMethodAdapter> },
  input: CheckoutBody & { ssoId: string; mandator: MandatorId },
): Promise<{ order: Order; created: boolean }> {
  const product = findProduct(input.mandator, input.productId);
  if (!product) throw new PaymentsHttpError('unknown_product');
  const method = deps.paymentMethods.get(input.paymentMethod);
  if (!method) throw new PaymentsHttpError('unknown_payment_method');

  return db.transaction(async (tx) => {
    const customerId = await ensureCustomer(tx, input.ssoId);
    const earlier = await tx.query<OrderRow>(
      `select ${ORDER_COLUMNS} from payments.orders o where o.customer_id = $1 and o.idempotency_key = $2`,
      [customerId, input.idempotencyKey],
    );
    if (earlier.rows[0]) {
      if (earlier.rows[0].product_id !== product.productId || earlier.rows[0].mandator !== input.mandator)
        throw new PaymentsHttpError('idempotency_key_reused');
      return { order: toOrder(earlier.rows[0]), created: false };
    }
    if (product.period !== 'once') {
      const running = await tx.query(
        `select 1 from payments.subscriptions
         where customer_id = $1 and mandator = $2 and role = $3 and cancelled_at is null`,
        [customerId, input.mandator, product.role],
      );
      if (running.rows.length > 0) throw new PaymentsHttpError('already_subscribed');
    }

    const orderId = `O-${randomUUID()}`;
    let transactionId: string;
    try {
      ({ transactionId } = await method.charge({
        orderId,
        amountCents: product.priceCents,
        currency: product.currency,
        customerId,
        description: product.name,
      }));
    } catch (err) {
      if (err instanceof PaymentDeclinedError) throw new PaymentsHttpError('payment_declined');
      throw err;
    }
    await tx.query(
      `insert into payments.orders (order_id, customer_id, mandator, product_id, product_name, amount_cents,
         currency, status, payment_method, transaction_id, idempotency_key, billing_address)
       values ($1, $2, $3, $4, $5, $6, $7, 'paid', $8, $9, $10, $11)`,
      [
        orderId,
        customerId,
        input.mandator,
        product.productId,
        product.name,
        product.priceCents,
        product.currency,
        method.id,
        transactionId,
        input.idempotencyKey,
        JSON.stringify(input.address),
      ],
    );
    await tx.query(
      `insert into payments.invoices (invoice_number, order_id, customer_id, mandator, product_name, amount_cents)
       values ('RE-' || nextval('payments.invoice_numbers'), $1, $2, $3, $4, $5)`,
      [orderId, customerId, input.mandator, product.name, product.priceCents],
    );

    let grantId: string;
    if (product.period === 'once') {
      await tx.query(
        `insert into payments.wallets (customer_id, unique_id, available_credit_count) values ($1, $2, $3)
         on conflict (customer_id) do update
           set available_credit_count = payments.wallets.available_credit_count + excluded.available_credit_count,
               updated_at = now()`,
        [customerId, `W-${customerId}`, product.credits],
      );
      grantId = `wallet-${customerId}`;
    } else {
      grantId = `S-${randomUUID()}`;
      await tx.query(
        `insert into payments.subscriptions (subscription_id, order_id, customer_id, mandator, product_id,
           product_name, role, price_cents, period, started_at, paid_until)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, date_trunc('milliseconds', now()),
           date_trunc('milliseconds', now()) + ('1 ' || $9)::interval)`,
        [
          grantId,
          orderId,
          customerId,
          input.mandator,
          product.productId,
          product.name,
          product.role,
          product.priceCents,
          product.period,
        ],
      );
    }
    await enqueueRoleGrant(tx, deps.roleOutbox, {
      grantId,
      ssoId: input.ssoId,
      role: product.role,
      validUntil: null,
    });
    const order = await findOrder(tx, orderId);
    if (!order) throw new Error('checkout: the new order is missing');
    return { order, created: true };
  });
}
