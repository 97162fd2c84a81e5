/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  invoicesSchema,
  orderSchema,
  productsSchema,
  subscriptionsSchema,
  type CheckoutBody,
} from '@news/contracts/commerceApi';
import {
  roleGrantChangedSchema,
  WEBHOOK_SIGNATURE_HEADER,
  type RoleGrantChanged,
} from '@news/contracts/webhooks';
import { verifyWebhookSignature } from '@news/outbox/verifyWebhookSignature';
import request from 'supertest';
import { createTestPaymentsApp, TEST_WEBHOOK_SECRET } from './createTestPaymentsApp';
import { PaymentDeclinedError } from './PaymentMethodAdapter';

/**
 * The checkout, subscriptions and invoices of the payments service on a real database, with the role grants it
 * sends to a receiver that stands in for the identity service (it checks the signature like the identity service).
 */
describe('checkout', () => {
  let t: Awaited<ReturnType<typeof createTestPaymentsApp>>;
  let receiver: Server;
  let port = 0;
  /** While false the receiver is "down": it answers 503, as a gateway does for an unreachable identity service. */
  let receiverUp = true;
  const granted: RoleGrantChanged[] = [];
  /** The 'card' method declines while this is true (a renewal that cannot be charged). */
  let cardDeclines = false;
  beforeAll(async () => {
    receiver = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      const signature = req.headers[WEBHOOK_SIGNATURE_HEADER] as string | undefined;
      if (!receiverUp) res.statusCode = 503;
      else if (!verifyWebhookSignature(raw, signature, TEST_WEBHOOK_SECRET)) res.statusCode = 401;
      else {
        granted.push(roleGrantChangedSchema.parse(JSON.parse(raw.toString('utf8'))));
        res.statusCode = 204;
      }
      res.end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    port = (receiver.address() as AddressInfo).port;
    t = await createTestPaymentsApp({
      roleWebhookTargets: [`http://127.0.0.1:${port}/cms/webhooks/payments`],
      paymentMethods: [
        {
          id: 'test',
          label: 'Testzahlung',
          charge: async ({ orderId }) => ({ transactionId: `t-${orderId}` }),
        },
        {
          id: 'card',
          label: 'Karte',
          charge: async ({ orderId }) => {
            if (cardDeclines) throw new PaymentDeclinedError();
            return { transactionId: `c-${orderId}` };
          },
        },
        {
          id: 'declining',
          label: 'Abgelehnt',
          charge: async () => {
            throw new PaymentDeclinedError();
          },
        },
      ],
      renewalIntervalMs: 100,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  const address = {
    firstName: 'Lena',
    lastName: 'Leser',
    street: 'Rheinstraße 1',
    postcode: '55116',
    city: 'Mainz',
  };
  const bodyFor = (productId: string, extra: Partial<CheckoutBody> = {}): CheckoutBody => ({
    productId,
    paymentMethod: 'test',
    idempotencyKey: randomUUID(),
    address,
    ...extra,
  });
  const as = async (
    method: 'get' | 'post',
    path: string,
    sub: string | undefined,
    body?: unknown,
    mandator = 'rb',
  ) => {
    const req = request(t.app)[method](`/payments${path}`).set('x-mandator', mandator);
    if (sub) req.set('authorization', `Bearer ${await t.tokenFor(sub)}`);
    return body === undefined ? req : req.set('content-type', 'application/json').send(JSON.stringify(body));
  };
  /** An order for the path's reader, with their token, another reader's (`sub`) or none (null). */
  const order = (ssoId: string, body: unknown, sub: string | null = ssoId) =>
    as('post', `/customers/by-sso-id/${ssoId}/orders`, sub ?? undefined, body);
  const grantsFor = (ssoId: string) => granted.filter((g) => g.data.ssoId === ssoId);
  const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('not reached in time');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const counts = async (ssoId: string) => {
    const { rows } = await t.db.query<{ orders: number; subscriptions: number; invoices: number }>(
      `select (select count(*)::int from payments.orders o where o.customer_id = c.customer_id) as orders,
         (select count(*)::int from payments.subscriptions s where s.customer_id = c.customer_id) as subscriptions,
         (select count(*)::int from payments.invoices i where i.customer_id = c.customer_id) as invoices
       from payments.customers c where c.sso_id = $1`,
      [ssoId],
    );
    return rows[0] ?? { orders: 0, subscriptions: 0, invoices: 0 };
  };

  it("lists the brand's products with German names, euro prices and what each includes, per brand", async () => {
    const rb = productsSchema.parse((await as('get', '/products', undefined)).body);
    expect(rb.map((p) => p.productId)).toEqual([
      'plus-monthly',
      'plus-yearly',
      'epaper-monthly',
      'pur-monthly',
      'plus-tag-1',
      'coins-5',
      'coins-10',
    ]);
    expect(rb.find((p) => p.productId === 'plus-tag-1')).toMatchObject({
      role: 'PLUS-TAG-1',
      period: 'month',
    });
    expect(rb.find((p) => p.productId === 'coins-5')).toMatchObject({ credits: 5, period: 'once' });
    const la = productsSchema.parse((await as('get', '/products', undefined, undefined, 'la')).body);
    expect(la.find((p) => p.productId === 'plus-monthly')?.priceCents).not.toBe(
      rb.find((p) => p.productId === 'plus-monthly')?.priceCents,
    );
    expect((await as('get', '/products', undefined, undefined, 'xx')).status).toBe(400);
  });

  it('sells plus: one order, an invoice, a running subscription and the role granted while it runs', async () => {
    const reader = randomUUID();
    const res = await order(reader, bodyFor('plus-monthly'));
    expect(res.status).toBe(201);
    const placed = orderSchema.parse(res.body);
    expect(placed).toMatchObject({ productId: 'plus-monthly', amountCents: 999, status: 'paid' });

    const subscriptions = subscriptionsSchema.parse(
      (await as('get', `/customers/by-sso-id/${reader}/subscriptions`, reader)).body,
    );
    expect(subscriptions).toHaveLength(1);
    const [subscription] = subscriptions;
    expect(subscription?.subscriptionId).toBe(placed.subscriptionId);
    expect(subscription?.cancelledAt).toBeNull();
    const month = new Date(subscription!.startedAt);
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(subscription?.renewsAt).toBe(month.toISOString());

    const invoices = invoicesSchema.parse(
      (await as('get', `/customers/by-sso-id/${reader}/invoices`, reader)).body,
    );
    expect(invoices).toEqual([expect.objectContaining({ orderId: placed.orderId, amountCents: 999 })]);
    expect(invoices[0]?.invoiceNumber).toMatch(/^RE-\d+$/);

    await until(() => grantsFor(reader).length === 1);
    expect(grantsFor(reader)[0]?.data).toEqual({
      grantId: placed.subscriptionId,
      ssoId: reader,
      role: 'PLUS_USER',
      validUntil: null,
    });
  });

  it('buys once per idempotency key: a double click, even at the same moment, places one order', async () => {
    const reader = randomUUID();
    const body = bodyFor('plus-yearly');
    const answers = await Promise.all([order(reader, body), order(reader, body), order(reader, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => (a.body as { orderId: string }).orderId)).size).toBe(1);
    expect(await counts(reader)).toEqual({ orders: 1, subscriptions: 1, invoices: 1 });
    // the key of that checkout names another product: refused, nothing bought
    const reused = await order(reader, { ...body, productId: 'coins-5' });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'idempotency_key_reused' });
    // a second plus while the first runs: refused
    const again = await order(reader, bodyFor('plus-monthly'));
    expect(again.body).toMatchObject({ status: 409, code: 'already_subscribed' });
    expect(await counts(reader)).toEqual({ orders: 1, subscriptions: 1, invoices: 1 });
  });

  it('adds a credit pack to the wallet (made on the first pack) and grants WALLET_USER', async () => {
    const reader = randomUUID();
    expect((await order(reader, bodyFor('coins-5'))).status).toBe(201);
    expect((await order(reader, bodyFor('coins-10'))).status).toBe(201);
    const { rows } = await t.db.query<{ n: number }>(
      `select w.available_credit_count as n from payments.wallets w
       join payments.customers c on c.customer_id = w.customer_id where c.sso_id = $1`,
      [reader],
    );
    expect(rows).toEqual([{ n: 15 }]);
    expect(await counts(reader)).toEqual({ orders: 2, subscriptions: 0, invoices: 2 });
    await until(() => grantsFor(reader).length === 2);
    expect(grantsFor(reader).map((g) => g.data.role)).toEqual(['WALLET_USER', 'WALLET_USER']);
  });

  it('cancels in one call: the role stays until the end of the period paid, cancelling again changes nothing', async () => {
    const reader = randomUUID();
    const placed = orderSchema.parse((await order(reader, bodyFor('plus-monthly'))).body);
    const path = `/customers/by-sso-id/${reader}/subscriptions/${placed.subscriptionId}/cancel`;
    const [before] = subscriptionsSchema.parse(
      (await as('get', `/customers/by-sso-id/${reader}/subscriptions`, reader)).body,
    );

    const cancelled = await as('post', path, reader, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ renewsAt: null, endsAt: before?.renewsAt });
    expect(cancelled.body.cancelledAt).toEqual(expect.any(String));
    await until(() => grantsFor(reader).length === 2);
    expect(grantsFor(reader)[1]?.data).toMatchObject({ role: 'PLUS_USER', validUntil: before?.renewsAt });

    const again = await as('post', path, reader, {});
    expect(again.body).toEqual(cancelled.body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(grantsFor(reader)).toHaveLength(2);
    // after the cancellation, plus may be bought anew
    expect((await order(reader, bodyFor('plus-monthly'))).status).toBe(201);
  });

  it('refuses anonymous calls (401) and another reader (403), and changes nothing', async () => {
    const owner = randomUUID();
    const stranger = randomUUID();
    const placed = orderSchema.parse((await order(owner, bodyFor('plus-monthly'))).body);
    for (const path of ['orders', 'subscriptions', 'invoices']) {
      expect((await as('get', `/customers/by-sso-id/${owner}/${path}`, undefined)).status).toBe(401);
      const foreign = await as('get', `/customers/by-sso-id/${owner}/${path}`, stranger);
      expect(foreign.body).toMatchObject({ status: 403, code: 'forbidden' });
    }
    expect((await order(owner, bodyFor('coins-5'), null)).status).toBe(401);
    expect((await order(owner, bodyFor('coins-5'), stranger)).status).toBe(403);
    // the stranger names their own path but the owner's subscription
    const cancel = await as(
      'post',
      `/customers/by-sso-id/${stranger}/subscriptions/${placed.subscriptionId}/cancel`,
      stranger,
      {},
    );
    expect(cancel.body).toMatchObject({ status: 403, code: 'forbidden' });
    const [subscription] = subscriptionsSchema.parse(
      (await as('get', `/customers/by-sso-id/${owner}/subscriptions`, owner)).body,
    );
    expect(subscription?.cancelledAt).toBeNull();
    expect(await counts(owner)).toEqual({ orders: 1, subscriptions: 1, invoices: 1 });
    expect(await counts(stranger)).toEqual({ orders: 0, subscriptions: 0, invoices: 0 });
  });

  it('refuses bad bodies with 400 and a code, and a declined payment with 402, buying nothing', async () => {
    const reader = randomUUID();
    const bad: [unknown, string][] = [
      [{ ...bodyFor('plus-monthly'), idempotencyKey: 'nope' }, 'invalid_checkout'],
      [{ ...bodyFor('plus-monthly'), address: { ...address, postcode: '123' } }, 'invalid_checkout'],
      [{ ...bodyFor('plus-monthly'), address: { ...address, firstName: '  ' } }, 'invalid_checkout'],
      [[], 'invalid_checkout'],
      [bodyFor('gibt-es-nicht'), 'unknown_product'],
      [bodyFor('plus-monthly', { paymentMethod: 'bitcoin' }), 'unknown_payment_method'],
    ];
    for (const [body, code] of bad) {
      const res = await order(reader, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code, message: expect.any(String) });
    }
    const unreadable = await request(t.app)
      .post(`/payments/customers/by-sso-id/${reader}/orders`)
      .set('x-mandator', 'rb')
      .set('authorization', `Bearer ${await t.tokenFor(reader)}`)
      .set('content-type', 'application/json')
      .send('{"productId":');
    expect(unreadable.body).toMatchObject({ status: 400, code: 'invalid_checkout' });
    const declined = await order(reader, bodyFor('plus-monthly', { paymentMethod: 'declining' }));
    expect(declined.body).toMatchObject({ status: 402, code: 'payment_declined' });
    expect(await counts(reader)).toEqual({ orders: 0, subscriptions: 0, invoices: 0 });
    expect(grantsFor(reader)).toEqual([]);
  });

  it('keeps the order paid while the identity service is down and grants the role once it is back', async () => {
    const reader = randomUUID();
    receiverUp = false;
    try {
      const res = await order(reader, bodyFor('epaper-monthly'));
      expect(res.status).toBe(201);
      const { rows } = await t.db.query<{ attempts: number }>(
        `select attempts from payments.outbox where body::jsonb -> 'data' ->> 'ssoId' = $1`,
        [reader],
      );
      expect(rows).toHaveLength(1);
      // the first delivery was refused: the dispatcher tried and will retry
      await until(async () => {
        const { rows: now } = await t.db.query<{ attempts: number }>(
          `select attempts from payments.outbox where body::jsonb -> 'data' ->> 'ssoId' = $1`,
          [reader],
        );
        return (now[0]?.attempts ?? 0) > 0;
      });
      expect(grantsFor(reader)).toEqual([]);
    } finally {
      receiverUp = true;
    }
    expect(await counts(reader)).toEqual({ orders: 1, subscriptions: 1, invoices: 1 });
    await until(() => grantsFor(reader).length === 1, 15_000);
    expect(grantsFor(reader)[0]?.data.role).toBe('EPAPER_USER');
  }, 30_000);

  it('renews a running subscription when its period ended, and ends one whose renewal cannot be charged', async () => {
    const reader = randomUUID();
    const placed = orderSchema.parse(
      (await order(reader, bodyFor('plus-monthly', { paymentMethod: 'card' }))).body,
    );
    const paidUntil = async () =>
      (
        await t.db.query<{ paid_until: Date; cancelled_at: Date | null }>(
          'select paid_until, cancelled_at from payments.subscriptions where subscription_id = $1',
          [placed.subscriptionId],
        )
      ).rows[0]!;
    const expire = () =>
      t.db.query(
        `update payments.subscriptions set paid_until = now() - interval '1 second' where subscription_id = $1`,
        [placed.subscriptionId],
      );
    await expire();
    await until(async () => (await paidUntil()).paid_until.getTime() > Date.now());
    expect(await counts(reader)).toEqual({ orders: 2, subscriptions: 1, invoices: 2 });
    expect((await paidUntil()).cancelled_at).toBeNull();

    cardDeclines = true;
    try {
      await expire();
      await until(async () => (await paidUntil()).cancelled_at !== null);
    } finally {
      cardDeclines = false;
    }
    expect(await counts(reader)).toEqual({ orders: 2, subscriptions: 1, invoices: 2 });
    await until(() => grantsFor(reader).length === 2);
    expect(grantsFor(reader)[1]?.data).toMatchObject({
      grantId: placed.subscriptionId,
      validUntil: (await paidUntil()).paid_until.toISOString(),
    });
  });
});
