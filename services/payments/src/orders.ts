import type { Invoice, Order } from '@news/contracts/commerceApi';
import type { DbTx } from '@news/db/createDb';

export type OrderRow = {
  order_id: string;
  mandator: string;
  product_id: string;
  product_name: string;
  amount_cents: number;
  payment_method: string;
  created_at: Date | string;
  subscription_id: string | null;
};

export const ORDER_COLUMNS = `o.order_id, o.mandator, o.product_id, o.product_name, o.amount_cents, o.payment_method,
  o.created_at, (select s.subscription_id from payments.subscriptions s where s.order_id = o.order_id) as subscription_id`;

export const toOrder = (r: OrderRow): Order => ({
  orderId: r.order_id,
  productId: r.product_id,
  productName: r.product_name,
  amountCents: r.amount_cents,
  currency: 'EUR',
  status: 'paid',
  paymentMethod: r.payment_method,
  createdAt: new Date(r.created_at).toISOString(),
  ...(r.subscription_id ? { subscriptionId: r.subscription_id } : {}),
});

export async function findOrder(db: DbTx, orderId: string): Promise<Order | undefined> {
  const { rows } = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from payments.orders o where o.order_id = $1`,
    [orderId],
  );
  return rows[0] && toOrder(rows[0]);
}

/** The reader's orders in this brand, newest first. */
export async function listOrders(db: DbTx, ssoId: string, mandator: string): Promise<Order[]> {
  const { rows } = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from payments.orders o join payments.customers c on c.customer_id = o.customer_id
     where c.sso_id = $1 and o.mandator = $2 order by o.created_at desc, o.order_id`,
    [ssoId, mandator],
  );
  return rows.map(toOrder);
}

/** The reader's invoices in this brand, newest first. */
export async function listInvoices(db: DbTx, ssoId: string, mandator: string): Promise<Invoice[]> {
  const { rows } = await db.query<{
    invoice_number: string;
    order_id: string;
    product_name: string;
    amount_cents: number;
    issued_at: Date | string;
  }>(
    `select i.invoice_number, i.order_id, i.product_name, i.amount_cents, i.issued_at
     from payments.invoices i join payments.customers c on c.customer_id = i.customer_id
     where c.sso_id = $1 and i.mandator = $2 order by i.issued_at desc, i.invoice_number desc`,
    [ssoId, mandator],
  );
  return rows.map((r) => ({
    invoiceNumber: r.invoice_number,
    orderId: r.order_id,
    productName: r.product_name,
    amountCents: r.amount_cents,
    currency: 'EUR',
    issuedAt: new Date(r.issued_at).toISOString(),
  }));
}
