import type { Subscription } from '@news/contracts/commerceApi';
import type { Db, DbTx } from '@news/db/createDb';
import type { Outbox } from '@news/outbox/createOutbox';
import { enqueueRoleGrant } from './checkout';
import { PaymentsHttpError } from './PaymentsHttpError';

type SubscriptionRow = {
  subscription_id: string;
  product_id: string;
  product_name: string;
  price_cents: number;
  period: 'month' | 'year';
  started_at: Date | string;
  paid_until: Date | string;
  cancelled_at: Date | string | null;
};

const COLUMNS = `s.subscription_id, s.product_id, s.product_name, s.price_cents, s.period, s.started_at,
  s.paid_until, s.cancelled_at`;

const iso = (value: Date | string) => new Date(value).toISOString();

const toSubscription = (r: SubscriptionRow): Subscription => ({
  subscriptionId: r.subscription_id,
  productId: r.product_id,
  productName: r.product_name,
  priceCents: r.price_cents,
  currency: 'EUR',
  period: r.period,
  startedAt: iso(r.started_at),
  renewsAt: r.cancelled_at ? null : iso(r.paid_until),
  cancelledAt: r.cancelled_at ? iso(r.cancelled_at) : null,
  endsAt: r.cancelled_at ? iso(r.paid_until) : null,
});

/** The reader's subscriptions in this brand, newest first, ended ones included. */
export async function listSubscriptions(db: DbTx, ssoId: string, mandator: string): Promise<Subscription[]> {
  const { rows } = await db.query<SubscriptionRow>(
    `select ${COLUMNS} from payments.subscriptions s join payments.customers c on c.customer_id = s.customer_id
     where c.sso_id = $1 and s.mandator = $2 order by s.started_at desc, s.subscription_id`,
    [ssoId, mandator],
  );
  return rows.map(toSubscription);
}

/**
 * Cancels a subscription (POST …/subscriptions/{id}/cancel): it is not renewed and ends, with its role, at the end
 * of the period paid (`endsAt`); the identity service is told through the outbox. Cancelling again changes nothing.
 * A subscription of another reader or brand, or none by that id, is 403 alike (ids cannot be probed).
 */
export async function cancelSubscription(
  db: Db,
  roleOutbox: Outbox,
  input: { ssoId: string; mandator: string; subscriptionId: string },
): Promise<{ subscription: Subscription; changed: boolean }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<SubscriptionRow & { sso_id: string; mandator: string; role: string }>(
      `select ${COLUMNS}, c.sso_id, s.mandator, s.role
       from payments.subscriptions s join payments.customers c on c.customer_id = s.customer_id
       where s.subscription_id = $1
       for update of s`,
      [input.subscriptionId],
    );
    const row = rows[0];
    if (row?.sso_id !== input.ssoId || row.mandator !== input.mandator)
      throw new PaymentsHttpError('forbidden');
    if (row.cancelled_at) return { subscription: toSubscription(row), changed: false };
    const updated = await tx.query<SubscriptionRow>(
      `update payments.subscriptions s set cancelled_at = date_trunc('milliseconds', now())
       where s.subscription_id = $1 returning ${COLUMNS}`,
      [input.subscriptionId],
    );
    const cancelled = updated.rows[0];
    if (!cancelled) throw new Error('cancel: the locked subscription is missing');
    await enqueueRoleGrant(tx, roleOutbox, {
      grantId: row.subscription_id,
      ssoId: input.ssoId,
      role: row.role,
      validUntil: iso(cancelled.paid_until),
    });
    return { subscription: toSubscription(cancelled), changed: true };
  });
}
