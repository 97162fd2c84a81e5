/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { creditWalletSchema, paymentCustomerSchema } from '@news/contracts/paymentsApi';
import { verifyIdentityToken } from '@news/auth-verify/verifyIdentityToken';
import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import express from 'express';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';
import request from 'supertest';
import { createPaymentsService } from './createPaymentsService';
import { DEMO_WALLET } from './seedDemoWallets';

const ISSUER = 'http://localhost:3000/cms';
const AUDIENCE = 'news-site';

describe('payments service', () => {
  let db: Db;
  let app: express.Express;
  let key: CryptoKey;
  let jwks: JSONWebKeySet;
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] };
    db = await createTestDb();
    const verifyToken = (token: string) =>
      verifyIdentityToken(token, jwks, { issuer: ISSUER, audience: AUDIENCE });
    app = express().use('/payments', await createPaymentsService({ db, verifyToken, seedDemoWallets: true }));
  });
  afterAll(async () => {
    await db.close();
  });

  const tokenFor = (sub: string) =>
    new SignJWT({ email: 'leser@example.com', email_verified: true, roles: ['WALLET_USER'] })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
  const get = async (path: string, sub?: string) => {
    const req = request(app).get(path);
    return sub ? req.set('authorization', `Bearer ${await tokenFor(sub)}`) : req;
  };

  it('answers healthz', async () => {
    expect((await request(app).get('/payments/healthz').expect(200)).body).toEqual({ status: 'ok' });
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
      expect(res.body).toEqual({ status: 403, message: 'forbidden' });
    }
  });

  it('answers 401 without a valid token, 400 for malformed ids and 404 when the reader has none', async () => {
    expect((await get(`/payments/customers/by-sso-id/${DEMO_WALLET.ssoId}`)).status).toBe(401);
    const forged = await request(app)
      .get(`/payments/customers/by-sso-id/${DEMO_WALLET.ssoId}`)
      .set('authorization', 'Bearer a.b.c');
    expect(forged.body).toEqual({ status: 401, message: 'unauthorized' });

    const reader = randomUUID();
    expect((await get('/payments/customers/by-sso-id/kein-uuid', reader)).status).toBe(400);
    expect((await get('/payments/customers/..%2F/wallet', reader)).status).toBe(400);
    const none = await get(`/payments/customers/by-sso-id/${reader}`, reader);
    expect(none.body).toEqual({ status: 404, message: 'customer_not_found' });

    await db.query('insert into payments.customers (customer_id, sso_id) values ($1, $2)', ['C-77', reader]);
    const noWallet = await get('/payments/customers/C-77/wallet', reader);
    expect(noWallet.body).toEqual({ status: 404, message: 'wallet_not_found' });
  });

  it('keeps a spent balance when seeding again and never goes below zero', async () => {
    await db.query('update payments.wallets set available_credit_count = 1 where unique_id = $1', [
      DEMO_WALLET.uniqueId,
    ]);
    await createPaymentsService({ db, seedDemoWallets: true });
    const wallet = await get(`/payments/customers/${DEMO_WALLET.customerId}/wallet`, DEMO_WALLET.ssoId);
    expect(wallet.body.availableCreditCount).toBe(1);
    await expect(
      db.query('update payments.wallets set available_credit_count = available_credit_count - 2'),
    ).rejects.toThrow();
  });

  it('answers 503 without a token verifier instead of trusting anyone', async () => {
    const unverified = express().use('/payments', await createPaymentsService({ db }));
    const res = await request(unverified)
      .get(`/payments/customers/by-sso-id/${DEMO_WALLET.ssoId}`)
      .set('authorization', `Bearer ${await tokenFor(DEMO_WALLET.ssoId)}`);
    expect(res.status).toBe(503);
  });
});
