/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { creditUseAnswerSchema, type CreditUseBody } from '@news/contracts/paymentsApi';
import {
  creditPurchaseCreatedSchema,
  WEBHOOK_SIGNATURE_HEADER,
  type CreditPurchaseCreated,
} from '@news/contracts/webhooks';
import { verifyWebhookSignature } from '@news/outbox/verifyWebhookSignature';
import request from 'supertest';
import { createTestPaymentsApp, TEST_WEBHOOK_SECRET, type TestWallet } from './createTestPaymentsApp';

/**
 * POST /payments/customers/{customerId}/credits/use on a real database (PGlite, or PostgreSQL with DATABASE_URL):
 * the purchase, the wallet and the announcement are one transaction.
 */
describe('spending a credit', () => {
  let t: Awaited<ReturnType<typeof createTestPaymentsApp>>;
  let receiver: Server;
  /** Every announcement the receiver got, signed correctly. */
  const announced: CreditPurchaseCreated[] = [];
  beforeAll(async () => {
    receiver = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      const signature = req.headers[WEBHOOK_SIGNATURE_HEADER] as string | undefined;
      if (verifyWebhookSignature(raw, signature, TEST_WEBHOOK_SECRET))
        announced.push(creditPurchaseCreatedSchema.parse(JSON.parse(raw.toString('utf8'))));
      res.statusCode = 204;
      res.end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    t = await createTestPaymentsApp({
      webhookTargets: [`http://127.0.0.1:${port}/user-api/webhooks/payments`],
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  const bodyFor = (wallet: TestWallet, articleId: number): CreditUseBody => ({
    customerId: wallet.customerId,
    uniqueId: wallet.uniqueId,
    reason: 'article_purchase',
    userId: wallet.ssoId,
    articleId,
    coinsAmount: 1,
  });
  const use = async (
    body: unknown,
    opts: { sub?: string; customerId?: string; mandator?: string; raw?: string } = {},
  ) => {
    const customerId = opts.customerId ?? (body as { customerId?: string }).customerId;
    const req = request(t.app)
      .post(`/payments/customers/${customerId}/credits/use`)
      .set('x-mandator', opts.mandator ?? 'rb')
      .set('content-type', 'application/json');
    if (opts.sub) req.set('authorization', `Bearer ${await t.tokenFor(opts.sub)}`);
    return req.send(opts.raw ?? JSON.stringify(body));
  };
  /** The wallet's credits, its purchases and its enqueued announcements, straight from the database. */
  const stateOf = async (wallet: TestWallet) => {
    const credits = await t.db.query<{ n: number }>(
      'select available_credit_count as n from payments.wallets where customer_id = $1',
      [wallet.customerId],
    );
    const purchases = await t.db.query<{ mandator: string; article_id: number }>(
      `select mandator, article_id from payments.credit_purchases where customer_id = $1
       order by article_id, mandator`,
      [wallet.customerId],
    );
    const events = await t.db.query<{ body: string }>(
      `select body from payments.outbox where body::jsonb -> 'data' ->> 'ssoId' = $1 order by id`,
      [wallet.ssoId],
    );
    return {
      credits: credits.rows[0]?.n,
      purchases: purchases.rows.map((r) => `${r.mandator}:${r.article_id}`),
      events: events.rows.map((r) => creditPurchaseCreatedSchema.parse(JSON.parse(r.body))),
    };
  };
  const waitForAnnouncements = async (ssoId: string, count: number) => {
    const until = Date.now() + 15_000;
    while (announced.filter((e) => e.data.ssoId === ssoId).length < count) {
      if (Date.now() > until) throw new Error(`only ${announced.length} announcements arrived`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return announced.filter((e) => e.data.ssoId === ssoId);
  };

  it('buys an article: one credit less, the purchase recorded and announced; buying it again charges nothing', async () => {
    const wallet = await t.newWallet(3);
    const first = await use(bodyFor(wallet, 200001), { sub: wallet.ssoId });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const bought = creditUseAnswerSchema.parse(first.body);
    expect(bought).toMatchObject({ availableCreditCount: 2, articleId: 200001, charged: true });

    const again = await use(bodyFor(wallet, 200001), { sub: wallet.ssoId });
    expect(again.status).toBe(200);
    expect(creditUseAnswerSchema.parse(again.body)).toEqual({ ...bought, charged: false });

    const state = await stateOf(wallet);
    expect(state).toMatchObject({ credits: 2, purchases: ['rb:200001'] });
    expect(state.events.map((e) => e.data)).toEqual([
      { ssoId: wallet.ssoId, mandator: 'rb', articleId: 200001, purchasedAt: bought.purchasedAt },
    ]);
    const [announcement] = await waitForAnnouncements(wallet.ssoId, 1);
    expect(announcement).toEqual(state.events[0]);

    // the purchase is per brand: the other brand's article costs a credit of its own
    const la = await use(bodyFor(wallet, 200001), { sub: wallet.ssoId, mandator: 'la' });
    expect(la.body).toMatchObject({ availableCreditCount: 1, charged: true });
    expect((await stateOf(wallet)).purchases).toEqual(['la:200001', 'rb:200001']);
  });

  it('gives 3 credits to exactly 3 of 20 concurrent uses for 20 articles and refuses the rest with 409', async () => {
    const wallet = await t.newWallet(3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => use(bodyFor(wallet, 210001 + i), { sub: wallet.ssoId })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body).toEqual({
        status: 409,
        code: 'no_credits_left',
        message: 'Ihre Coins sind aufgebraucht.',
      });
    const charged = answers.filter((a) => a.status === 200).map((a) => creditUseAnswerSchema.parse(a.body));
    expect(charged.every((a) => a.charged)).toBe(true);
    expect(charged.map((a) => a.availableCreditCount).sort()).toEqual([0, 1, 2]);

    const state = await stateOf(wallet);
    expect(state.credits).toBe(0);
    expect(state.purchases).toEqual(charged.map((a) => `rb:${a.articleId}`).sort());
    expect(state.events.map((e) => e.data.articleId).sort()).toEqual(charged.map((a) => a.articleId).sort());
    await waitForAnnouncements(wallet.ssoId, 3);
  });

  it('charges once when 5 parallel requests buy the same article', async () => {
    const wallet = await t.newWallet(3);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => use(bodyFor(wallet, 220001), { sub: wallet.ssoId })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const parsed = answers.map((a) => creditUseAnswerSchema.parse(a.body));
    expect(parsed.filter((a) => a.charged)).toHaveLength(1);
    expect(new Set(parsed.map((a) => a.purchasedAt)).size).toBe(1);
    expect(parsed.every((a) => a.availableCreditCount === 2)).toBe(true);
    const state = await stateOf(wallet);
    expect(state).toMatchObject({ credits: 2, purchases: ['rb:220001'] });
    expect(state.events).toHaveLength(1);
  });

  it('answers an article bought before with charged: false even when no credits are left', async () => {
    const wallet = await t.newWallet(1);
    expect((await use(bodyFor(wallet, 230001), { sub: wallet.ssoId })).body).toMatchObject({ charged: true });
    const again = await use(bodyFor(wallet, 230001), { sub: wallet.ssoId });
    expect(again.body).toMatchObject({ availableCreditCount: 0, charged: false });
    expect((await use(bodyFor(wallet, 230002), { sub: wallet.ssoId })).status).toBe(409);
  });

  it("refuses another reader's customer, wallet or userId with 403 and changes nothing", async () => {
    const reader = await t.newWallet(3);
    const other = await t.newWallet(3);
    const before = [await stateOf(reader), await stateOf(other)];
    const attempts = [
      // another reader's customer and wallet, in the reader's name
      { ...bodyFor(other, 240001), userId: reader.ssoId },
      // the reader's customer with another reader's wallet
      { ...bodyFor(reader, 240001), uniqueId: other.uniqueId },
      // the reader's customer and wallet for another userId
      { ...bodyFor(reader, 240001), userId: other.ssoId },
      // a customer that does not exist
      { ...bodyFor(reader, 240001), customerId: 'T-gibt-es-nicht' },
    ];
    for (const body of attempts) {
      const res = await use(body, { sub: reader.ssoId });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        status: 403,
        code: 'forbidden',
        message: 'Sie können nur Ihr eigenes Kundenkonto und Guthaben verwenden.',
      });
    }
    expect([await stateOf(reader), await stateOf(other)]).toEqual(before);
  });

  it('refuses anonymous and forged requests with 401', async () => {
    const wallet = await t.newWallet(3);
    expect((await use(bodyFor(wallet, 250001))).body).toMatchObject({ status: 401, code: 'unauthorized' });
    const forged = await request(t.app)
      .post(`/payments/customers/${wallet.customerId}/credits/use`)
      .set('x-mandator', 'rb')
      .set('authorization', `Bearer ${await t.foreignTokenFor(wallet.ssoId)}`)
      .send(bodyFor(wallet, 250001));
    expect(forged.status).toBe(401);
    expect((await stateOf(wallet)).credits).toBe(3);
  });

  it('refuses wrong types, amounts and ids with 400 and a German message, and changes nothing', async () => {
    const wallet = await t.newWallet(3);
    const good = bodyFor(wallet, 260001);
    const bad: unknown[] = [
      { ...good, coinsAmount: 2 },
      { ...good, coinsAmount: 0 },
      { ...good, coinsAmount: -1 },
      { ...good, coinsAmount: '1' },
      { ...good, articleId: '260001' },
      { ...good, articleId: 0 },
      { ...good, articleId: 1.5 },
      { ...good, articleId: 2_147_483_648 },
      { ...good, userId: 'kein-uuid' },
      { ...good, reason: '' },
      { ...good, uniqueId: 7 },
      { ...good, customerId: 'x'.repeat(65) },
      { customerId: wallet.customerId },
      [good],
      null,
    ];
    for (const body of bad) {
      const res = await use(body, { sub: wallet.ssoId, customerId: wallet.customerId });
      expect([res.status, res.body]).toEqual([
        400,
        {
          status: 400,
          code: 'invalid_credit_use',
          message: 'Die Angaben zum Freischalten mit einem Coin sind ungültig.',
        },
      ]);
    }
    // the body names another customer than the path
    const mismatch = await use(good, { sub: wallet.ssoId, customerId: 'T-anderer' });
    expect(mismatch.body).toMatchObject({ status: 400, code: 'invalid_credit_use' });
    const malformed = await use(null, {
      sub: wallet.ssoId,
      customerId: wallet.customerId,
      raw: '{"customerId":',
    });
    expect(malformed.body).toMatchObject({ status: 400, code: 'invalid_credit_use' });
    const huge = await use({ ...good, reason: 'x'.repeat(5000) }, { sub: wallet.ssoId });
    expect(huge.body).toMatchObject({ status: 400, code: 'invalid_credit_use' });
    const brand = await use(good, { sub: wallet.ssoId, mandator: 'xx' });
    expect(brand.body).toMatchObject({ status: 400, code: 'unknown_mandator' });

    expect(await stateOf(wallet)).toEqual({ credits: 3, purchases: [], events: [] });
  });
});
