/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import {
  creditPurchaseSchema,
  creditPurchasesSchema,
  creditWalletSchema,
  paymentCustomerSchema,
} from '@news/contracts/paymentsApi';
import express from 'express';
import request from 'supertest';
import { createPaymentsService } from './createPaymentsService';
import { createTestPaymentsApp } from './createTestPaymentsApp';
import { DEMO_WALLET } from './seedDemoWallets';

describe('payments service', () => {
  let t: Awaited<ReturnType<typeof createTestPaymentsApp>>;
  beforeAll(async () => {
    t = await createTestPaymentsApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (path: string, sub?: string, mandator = 'rb') => {
    const req = request(t.app).get(path).set('x-mandator', mandator);
    return sub ? req.set('authorization', `Bearer ${await t.tokenFor(sub)}`) : req;
  };
  const forbidden = {
    status: 403,
    code: 'forbidden',
    message: 'Sie können nur Ihr eigenes Kundenkonto und Guthaben verwenden.',
  };

  it('answers healthz', async () => {
    expect((await request(t.app).get('/payments/healthz').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('shows the demo wallet reader their customer and a wallet with 3 credits, and only to them', async () => {
    const customer = await get(`/payments/customers/by-sso-id/${DEMO_WALLET.ssoId}`, DEMO_WALLET.ssoId);
    expect(customer.status).toBe(200);
    expect(customer.headers['cache-control']).toBe('private, no-store');
    expect(paymentCustomerSchema.parse(customer.body)).toMatchObject({
      customerId: DEMO_WALLET.customerId,
      ssoId: DEMO_WALLET.ssoId,
    });
    const wallet = await get(`/payments/customers/${DEMO_WALLET.customerId}/wallet`, DEMO_WALLET.ssoId);
    expect(creditWalletSchema.parse(wallet.body)).toEqual({
      customerId: DEMO_WALLET.customerId,
      uniqueId: DEMO_WALLET.uniqueId,
      availableCreditCount: 3,
    });

    const other = randomUUID();
    for (const path of [
      `/payments/customers/by-sso-id/${DEMO_WALLET.ssoId}`,
      `/payments/customers/${DEMO_WALLET.customerId}/wallet`,
      '/payments/customers/gibt-es-nicht/wallet',
    ]) {
      const res = await get(path, other);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(forbidden);
    }
  });

  it('answers 401 without a valid token, 400 for malformed ids and 404 when the reader has none', async () => {
    const anonymous = await get(`/payments/customers/by-sso-id/${DEMO_WALLET.ssoId}`);
    expect(anonymous.body).toEqual({
      status: 401,
      code: 'unauthorized',
      message: 'Bitte melden Sie sich an.',
    });
    for (const authorization of ['Bearer a.b.c', `Bearer ${await t.foreignTokenFor(DEMO_WALLET.ssoId)}`]) {
      const forged = await request(t.app)
        .get(`/payments/customers/by-sso-id/${DEMO_WALLET.ssoId}`)
        .set('authorization', authorization);
      expect(forged.body).toMatchObject({ status: 401, code: 'unauthorized' });
    }

    const reader = randomUUID();
    expect((await get('/payments/customers/by-sso-id/kein-uuid', reader)).body).toMatchObject({
      status: 400,
      code: 'invalid_request',
    });
    expect((await get('/payments/customers/..%2F/wallet', reader)).status).toBe(400);
    const none = await get(`/payments/customers/by-sso-id/${reader}`, reader);
    expect(none.body).toMatchObject({ status: 404, code: 'customer_not_found' });

    await t.db.query('insert into payments.customers (customer_id, sso_id) values ($1, $2)', [
      'C-77',
      reader,
    ]);
    const noWallet = await get('/payments/customers/C-77/wallet', reader);
    expect(noWallet.body).toMatchObject({ status: 404, code: 'wallet_not_found' });
    expect((await get('/payments/gibt-es-nicht', reader)).body).toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it("lists the reader's purchases of this brand newest first, answers one of them, and only to the reader", async () => {
    const wallet = await t.newWallet(0);
    const buy = (mandator: string, articleId: number, at: string) =>
      t.db.query(
        `insert into payments.credit_purchases
           (customer_id, mandator, article_id, unique_id, credits, reason, purchased_at)
         values ($1, $2, $3, $4, 1, 'article_purchase', $5)`,
        [wallet.customerId, mandator, articleId, wallet.uniqueId, at],
      );
    await buy('rb', 300001, '2026-03-01T10:00:00.000Z');
    await buy('rb', 300002, '2026-03-02T10:00:00.000Z');
    await buy('la', 300003, '2026-03-03T10:00:00.000Z');
    const base = `/payments/customers/by-sso-id/${wallet.ssoId}/purchases`;

    const rb = await get(base, wallet.ssoId);
    expect(rb.status).toBe(200);
    expect(rb.headers['cache-control']).toBe('private, no-store');
    expect(creditPurchasesSchema.parse(rb.body)).toEqual([
      { articleId: 300002, purchasedAt: '2026-03-02T10:00:00.000Z' },
      { articleId: 300001, purchasedAt: '2026-03-01T10:00:00.000Z' },
    ]);
    expect((await get(base, wallet.ssoId, 'la')).body).toEqual([
      { articleId: 300003, purchasedAt: '2026-03-03T10:00:00.000Z' },
    ]);
    const one = await get(`${base}/300001`, wallet.ssoId);
    expect(creditPurchaseSchema.parse(one.body)).toEqual({
      articleId: 300001,
      purchasedAt: '2026-03-01T10:00:00.000Z',
    });
    expect((await get(`${base}/300003`, wallet.ssoId)).body).toMatchObject({
      status: 404,
      code: 'purchase_not_found',
    });
    // a reader without a customer has bought nothing
    const newcomer = randomUUID();
    expect((await get(`/payments/customers/by-sso-id/${newcomer}/purchases`, newcomer)).body).toEqual([]);

    for (const path of [base, `${base}/300001`]) {
      expect((await get(path, randomUUID())).body).toEqual(forbidden);
      expect((await get(path)).status).toBe(401);
      expect((await get(path, wallet.ssoId, 'xx')).body).toMatchObject({
        status: 400,
        code: 'unknown_mandator',
      });
    }
    for (const id of ['0', '01', 'abc', '1.5', '2147483648', '-3'])
      expect((await get(`${base}/${id}`, wallet.ssoId)).body).toMatchObject({
        status: 400,
        code: 'invalid_request',
      });
  });

  it('keeps a spent balance when seeding again and never goes below zero', async () => {
    await t.db.query('update payments.wallets set available_credit_count = 1 where unique_id = $1', [
      DEMO_WALLET.uniqueId,
    ]);
    const again = await createPaymentsService({ db: t.db, seedDemoWallets: true });
    await again.close();
    const wallet = await get(`/payments/customers/${DEMO_WALLET.customerId}/wallet`, DEMO_WALLET.ssoId);
    expect(wallet.body.availableCreditCount).toBe(1);
    await expect(
      t.db.query('update payments.wallets set available_credit_count = available_credit_count - 2'),
    ).rejects.toThrow();
  });

  it('answers 503 without a token verifier instead of trusting anyone', async () => {
    const service = await createPaymentsService({ db: t.db });
    const unverified = express().use('/payments', service);
    const res = await request(unverified)
      .get(`/payments/customers/by-sso-id/${DEMO_WALLET.ssoId}`)
      .set('authorization', `Bearer ${await t.tokenFor(DEMO_WALLET.ssoId)}`);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 503, code: 'identity_verification_unavailable' });
    await service.close();
  });

  it('refuses webhook targets without a secret', async () => {
    await expect(
      createPaymentsService({
        db: t.db,
        webhookTargets: ['http://127.0.0.1:3000/user-api/webhooks/payments'],
      }),
    ).rejects.toThrow('webhookTargets need a webhookSecret');
  });
});
