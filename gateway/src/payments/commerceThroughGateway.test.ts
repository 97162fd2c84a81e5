/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { orderSchema, productsSchema, subscriptionsSchema } from '@news/contracts/commerceApi';
import { WEBHOOK_SIGNATURE_HEADER } from '@news/contracts/webhooks';
import { signWebhook } from '@news/outbox/signWebhook';
import request from 'supertest';
import { startTestGateway } from '../startTestGateway';

/**
 * Selling through a real gateway with every service in-process: the app server's /api/plenigo/* checkout,
 * subscriptions and invoices, and the role a purchase grants reaching the reader's next token through the signed
 * webhook from payments to identity (`/api/validate?forceRefresh=true`).
 */
jest.setTimeout(60_000);

describe('selling through the gateway', () => {
  let site: Awaited<ReturnType<typeof startTestGateway>>;
  beforeAll(async () => {
    // password checks are slow by design, and slower on a busy machine
    site = await startTestGateway({ env: { IDENTITY_TIMEOUT_MS: '30000' } });
  }, 120_000);
  afterAll(async () => {
    await site.close();
  });

  /** A logged-in reader whose cookies follow every answer (a refresh rotates them). */
  const readerSession = async (email: string) => {
    const login = await site.login(email);
    const jar = new Map(login.cookie.split('; ').map((c) => c.split('=', 2) as [string, string]));
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const keep = (res: request.Response) => {
      for (const c of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
        const [pair = ''] = c.split(';');
        const [name = '', value = ''] = pair.split('=', 2);
        jar.set(name, value);
      }
      return res;
    };
    return {
      ssoId: login.ssoId,
      get: async (path: string) => keep(await request(site.server).get(path).set('cookie', cookie())),
      post: async (path: string, body: unknown, origin: string | null = site.origin) => {
        const req = request(site.server).post(path).set('cookie', cookie());
        if (origin) req.set('origin', origin);
        return keep(await req.send(body as object));
      },
      roles: async () =>
        (
          await keep(
            await request(site.server).get('/api/validate?forceRefresh=true').set('cookie', cookie()),
          )
        ).body.user.roles as string[],
    };
  };
  const checkoutBody = (productId: string) => ({
    productId,
    paymentMethod: 'test',
    idempotencyKey: randomUUID(),
    address: {
      firstName: 'Lena',
      lastName: 'Leser',
      street: 'Rheinstraße 1',
      postcode: '55116',
      city: 'Mainz',
    },
  });
  const until = async (check: () => Promise<boolean>) => {
    const end = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('not reached in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('lists the products and payment methods to anyone', async () => {
    const products = productsSchema.parse(
      (await request(site.server).get('/api/plenigo/products').expect(200)).body,
    );
    expect(products.map((p) => p.productId)).toContain('plus-monthly');
    const methods = await request(site.server).get('/api/plenigo/payment-methods').expect(200);
    expect(methods.body).toEqual([{ id: 'test', label: expect.stringContaining('Testzahlung') }]);
  });

  it('sells plus: the next token carries PLUS_USER, and a cancelled subscription keeps it', async () => {
    const reader = await readerSession('leser@example.com');
    expect(await reader.roles()).toEqual([]);
    const body = checkoutBody('plus-monthly');
    const placed = await reader.post('/api/plenigo/checkout', body);
    expect(placed.status).toBe(201);
    const order = orderSchema.parse(placed.body);
    // a double click: the same order, nothing bought twice
    const again = await reader.post('/api/plenigo/checkout', body);
    expect(again.status).toBe(200);
    expect(again.body.orderId).toBe(order.orderId);
    expect((await reader.get('/api/plenigo/orders')).body).toHaveLength(1);
    expect((await reader.get('/api/plenigo/invoices')).body).toHaveLength(1);

    await until(async () => (await reader.roles()).includes('PLUS_USER'));

    const cancelled = await reader.post(`/api/plenigo/subscriptions/${order.subscriptionId}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.endsAt).toEqual(expect.any(String));
    const [subscription] = subscriptionsSchema.parse((await reader.get('/api/plenigo/subscriptions')).body);
    expect(subscription).toMatchObject({ subscriptionId: order.subscriptionId, renewsAt: null });
    // the cancellation reached identity (valid until the end date): the role is still there
    await until(async () => {
      const { rows } = await site.gateway.db.query<{ valid_until: Date | null }>(
        'select valid_until from identity.role_grants where grant_id = $1',
        [order.subscriptionId],
      );
      return rows[0]?.valid_until != null;
    });
    expect(await reader.roles()).toContain('PLUS_USER');
  });

  it('sells a credit pack: the wallet holds 5 coins and the token carries WALLET_USER', async () => {
    const reader = await readerSession('pur@example.com');
    expect((await reader.post('/api/plenigo/checkout', checkoutBody('coins-5'))).status).toBe(201);
    const customer = await reader.get('/api/plenigo/session');
    const wallet = await reader.get(`/api/plenigo/wallet/${customer.body.customerId}`);
    expect(wallet.body.availableCreditCount).toBe(5);
    await until(async () => (await reader.roles()).includes('WALLET_USER'));
  });

  it('refuses anonymous calls, other sites, bad bodies and another reader, changing nothing', async () => {
    for (const path of ['/api/plenigo/orders', '/api/plenigo/subscriptions', '/api/plenigo/invoices'])
      expect((await request(site.server).get(path)).body).toMatchObject({
        status: 401,
        code: 'unauthorized',
      });
    const anonymous = await request(site.server)
      .post('/api/plenigo/checkout')
      .set('origin', site.origin)
      .send(checkoutBody('plus-monthly'));
    expect(anonymous.status).toBe(401);

    const reader = await readerSession('epaper@example.com');
    expect(
      (await reader.post('/api/plenigo/checkout', checkoutBody('pur-monthly'), 'https://evil.example'))
        .status,
    ).toBe(403);
    const bad = await reader.post('/api/plenigo/checkout', { ...checkoutBody('pur-monthly'), address: {} });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_checkout', message: expect.any(String) });
    const unknown = await reader.post('/api/plenigo/checkout', checkoutBody('gibt-es-nicht'));
    expect(unknown.body).toMatchObject({ status: 400, code: 'unknown_product' });
    expect((await reader.get('/api/plenigo/orders')).body).toEqual([]);

    // another reader's subscription
    const owner = await readerSession('tag@example.com');
    const order = orderSchema.parse(
      (await owner.post('/api/plenigo/checkout', checkoutBody('pur-monthly'))).body,
    );
    const foreign = await reader.post(`/api/plenigo/subscriptions/${order.subscriptionId}/cancel`, {});
    expect(foreign.body).toMatchObject({ status: 403, code: 'forbidden' });
    const [subscription] = subscriptionsSchema.parse((await owner.get('/api/plenigo/subscriptions')).body);
    expect(subscription?.cancelledAt).toBeNull();
  });

  it("refuses a role grant with a wrong signature at the identity service's webhook", async () => {
    const raw = JSON.stringify({
      id: randomUUID(),
      type: 'role_grant.changed',
      occurredAt: new Date().toISOString(),
      data: { grantId: 'S-forged', ssoId: randomUUID(), role: 'PLUS_USER', validUntil: null },
    });
    const forged = await request(site.server)
      .post('/cms/webhooks/payments')
      .set('content-type', 'application/json')
      .set(WEBHOOK_SIGNATURE_HEADER, signWebhook(raw, 'not-the-secret-but-just-as-long-as-one'))
      .send(raw);
    expect(forged.status).toBe(401);
    const { rows } = await site.gateway.db.query('select 1 from identity.role_grants where grant_id = $1', [
      'S-forged',
    ]);
    expect(rows).toEqual([]);
  });
});
