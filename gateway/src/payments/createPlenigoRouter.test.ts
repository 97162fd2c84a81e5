/** @jest-environment node */
import { apiErrorSchema } from '@news/contracts/apiError';
import {
  creditPurchasesSchema,
  creditUseAnswerSchema,
  creditWalletSchema,
  paymentCustomerSchema,
  type CreditUseBody,
} from '@news/contracts/paymentsApi';
import { creditPurchaseExistsSchema } from '@news/contracts/userApi';
import { WEBHOOK_SIGNATURE_HEADER } from '@news/contracts/webhooks';
import { DEV_WEBHOOK_SECRET } from '@news/outbox/readWebhookSecret';
import { signWebhook } from '@news/outbox/signWebhook';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startTestGateway } from '../startTestGateway';

/** The wallet endpoints of the app server through a listening gateway with the demo readers. */
let t: Awaited<ReturnType<typeof startTestGateway>>;

// Seeding the content and the demo readers takes a while on a busy machine.
beforeAll(async () => {
  t = await startTestGateway();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Reader = { cookie: string; ssoId: string; customerId: string; uniqueId: string };

const walletReader = async (host?: string): Promise<Reader> => {
  const { cookie, ssoId } = await t.login('wallet@example.com');
  const session = await request(t.server)
    .get('/api/plenigo/session')
    .set('cookie', cookie)
    .set('host', host ?? new URL(t.origin).host);
  const { customerId } = paymentCustomerSchema.parse(session.body);
  const wallet = await request(t.server).get(`/api/plenigo/wallet/${customerId}`).set('cookie', cookie);
  return { cookie, ssoId, customerId, uniqueId: creditWalletSchema.parse(wallet.body).uniqueId };
};
const bodyFor = (reader: Reader, articleId: number): CreditUseBody => ({
  customerId: reader.customerId,
  uniqueId: reader.uniqueId,
  reason: 'article_purchase',
  userId: reader.ssoId,
  articleId,
  coinsAmount: 1,
});
const spendCredit = (cookie: string, body: unknown, origin = t.origin) =>
  request(t.server)
    .post('/api/plenigo/credits/use')
    .set('host', new URL(origin).host)
    .set('origin', origin)
    .set('cookie', cookie)
    .send(body as object);
const setCredits = (customerId: string, credits: number) =>
  t.gateway.db.query('update payments.wallets set available_credit_count = $2 where customer_id = $1', [
    customerId,
    credits,
  ]);
const creditsOf = async (reader: Reader) =>
  creditWalletSchema.parse(
    (await request(t.server).get(`/api/plenigo/wallet/${reader.customerId}`).set('cookie', reader.cookie))
      .body,
  ).availableCreditCount;
const purchasesOf = async (reader: Reader, origin = t.origin) =>
  creditPurchasesSchema.parse(
    (
      await request(t.server)
        .get('/api/plenigo/credits/purchases')
        .set('host', new URL(origin).host)
        .set('cookie', reader.cookie)
    ).body,
  );
/** The user API's answer for the article, asked until it agrees or a second has passed. */
const userApiWithinASecond = async (reader: Reader, articleId: number) => {
  const until = Date.now() + 1000;
  for (;;) {
    const res = await request(t.server)
      .get(`/user-api/mandators/rb/users/${reader.ssoId}/credit-purchases/${articleId}/exists`)
      .set('cookie', reader.cookie);
    const answer = creditPurchaseExistsSchema.parse(res.body);
    if (answer.exists || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('GET /api/plenigo/session and /api/plenigo/wallet/{customerId}', () => {
  it('gives the demo wallet reader their customer and a wallet with 3 credits', async () => {
    const { cookie } = await t.login('wallet@example.com');
    const session = await request(t.server).get('/api/plenigo/session').set('cookie', cookie);
    expect(session.status).toBe(200);
    expect(session.headers['cache-control']).toBe('private, no-store');
    const customer = paymentCustomerSchema.parse(session.body);
    const wallet = await request(t.server)
      .get(`/api/plenigo/wallet/${customer.customerId}`)
      .set('cookie', cookie);
    expect(creditWalletSchema.parse(wallet.body)).toMatchObject({
      customerId: customer.customerId,
      availableCreditCount: 3,
    });
  });

  it("never shows another reader's wallet, and nothing to anonymous readers", async () => {
    const wallet = await walletReader();
    const leser = await t.login('leser@example.com');
    const none = await request(t.server).get('/api/plenigo/session').set('cookie', leser.cookie);
    expect(none.status).toBe(404);
    expect(apiErrorSchema.parse(none.body)).toMatchObject({ status: 404, code: 'customer_not_found' });
    const foreign = await request(t.server)
      .get(`/api/plenigo/wallet/${wallet.customerId}`)
      .set('cookie', leser.cookie);
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.body)).not.toMatch(/availableCreditCount/);

    expect((await request(t.server).get('/api/plenigo/session')).body).toEqual({
      status: 401,
      code: 'unauthorized',
      message: 'Bitte melden Sie sich an.',
    });
    expect((await request(t.server).get(`/api/plenigo/wallet/${wallet.customerId}`)).status).toBe(401);
    const script = await request(t.server)
      .get('/api/plenigo/wallet/%3Cscript%3E')
      .set('cookie', leser.cookie);
    expect(script.body).toMatchObject({ status: 400, code: 'invalid_request' });
  });
});

describe('POST /api/plenigo/credits/use and GET /api/plenigo/credits/purchases', () => {
  it('buys an article with a credit; purchases and the user API agree within a second; a second buy charges nothing', async () => {
    const reader = await walletReader();
    await setCredits(reader.customerId, 3);
    const res = await spendCredit(reader.cookie, bodyFor(reader, 500001));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const bought = creditUseAnswerSchema.parse(res.body);
    expect(bought).toMatchObject({ availableCreditCount: 2, articleId: 500001, charged: true });

    expect(await userApiWithinASecond(reader, 500001)).toEqual({
      exists: true,
      purchasedAt: bought.purchasedAt,
    });
    expect(await purchasesOf(reader)).toContainEqual({ articleId: 500001, purchasedAt: bought.purchasedAt });
    expect(await creditsOf(reader)).toBe(2);

    const again = await spendCredit(reader.cookie, bodyFor(reader, 500001));
    expect(creditUseAnswerSchema.parse(again.body)).toEqual({ ...bought, charged: false });
    expect(await creditsOf(reader)).toBe(2);
  });

  it('spends 3 credits on exactly 3 of 20 concurrent uses, charges 5 parallel buys of one article once', async () => {
    const reader = await walletReader();
    await setCredits(reader.customerId, 3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => spendCredit(reader.cookie, bodyFor(reader, 510001 + i))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body)).toEqual(
      Array.from({ length: 17 }, () => ({
        status: 409,
        code: 'no_credits_left',
        message: 'Ihre Coins sind aufgebraucht.',
      })),
    );
    expect(await creditsOf(reader)).toBe(0);
    const charged = answers.filter((a) => a.status === 200).map((a) => creditUseAnswerSchema.parse(a.body));
    const bought = (await purchasesOf(reader)).filter((p) => p.articleId >= 510001 && p.articleId <= 510020);
    expect(bought.map((p) => p.articleId).sort()).toEqual(charged.map((a) => a.articleId).sort());

    await setCredits(reader.customerId, 2);
    const same = await Promise.all(
      Array.from({ length: 5 }, () => spendCredit(reader.cookie, bodyFor(reader, 520001))),
    );
    expect(same.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(same.filter((a) => a.body.charged === true)).toHaveLength(1);
    expect(await creditsOf(reader)).toBe(1);
  });

  it('records a purchase for the brand the reader bought it in', async () => {
    const laOrigin = `http://la.localhost:${new URL(t.origin).port}`;
    const reader = await walletReader();
    await setCredits(reader.customerId, 1);
    const res = await spendCredit(reader.cookie, bodyFor(reader, 530001), laOrigin);
    expect(res.body).toMatchObject({ charged: true, availableCreditCount: 0 });
    expect((await purchasesOf(reader, laOrigin)).map((p) => p.articleId)).toContain(530001);
    expect((await purchasesOf(reader)).map((p) => p.articleId)).not.toContain(530001);
  });

  it("refuses another reader's customer with 403, anonymous readers with 401, other origins with 403", async () => {
    const wallet = await walletReader();
    await setCredits(wallet.customerId, 3);
    const leser = await t.login('leser@example.com');
    const foreign = await spendCredit(leser.cookie, { ...bodyFor(wallet, 540001), userId: leser.ssoId });
    expect(foreign.body).toMatchObject({ status: 403, code: 'forbidden' });
    const asOther = await spendCredit(wallet.cookie, { ...bodyFor(wallet, 540001), userId: leser.ssoId });
    expect(asOther.body).toMatchObject({ status: 403, code: 'forbidden' });
    const anonymous = await request(t.server)
      .post('/api/plenigo/credits/use')
      .set('origin', t.origin)
      .send(bodyFor(wallet, 540001));
    expect(anonymous.body).toMatchObject({ status: 401, code: 'unauthorized' });
    const csrf = await request(t.server)
      .post('/api/plenigo/credits/use')
      .set('origin', 'https://evil.example')
      .set('cookie', wallet.cookie)
      .send(bodyFor(wallet, 540001));
    expect(csrf.status).toBe(403);
    const noOrigin = await request(t.server)
      .post('/api/plenigo/credits/use')
      .set('cookie', wallet.cookie)
      .send(bodyFor(wallet, 540001));
    expect(noOrigin.status).toBe(403);
    expect((await request(t.server).get('/api/plenigo/credits/purchases')).status).toBe(401);

    expect(await creditsOf(wallet)).toBe(3);
    expect((await purchasesOf(wallet)).map((p) => p.articleId)).not.toContain(540001);
  });

  it('refuses bad bodies with 400 invalid_credit_use and a German message, and changes nothing', async () => {
    const reader = await walletReader();
    await setCredits(reader.customerId, 3);
    const good = bodyFor(reader, 550001);
    for (const body of [
      { ...good, coinsAmount: 5 },
      { ...good, articleId: 'abc' },
      { ...good, customerId: '<script>' },
      { ...good, userId: 42 },
      {},
      [],
    ]) {
      const res = await spendCredit(reader.cookie, body);
      expect([res.status, res.body]).toEqual([
        400,
        {
          status: 400,
          code: 'invalid_credit_use',
          message: 'Die Angaben zum Freischalten mit einem Coin sind ungültig.',
        },
      ]);
    }
    const malformed = await request(t.server)
      .post('/api/plenigo/credits/use')
      .set('origin', t.origin)
      .set('cookie', reader.cookie)
      .set('content-type', 'application/json')
      .send('{"customerId":');
    // unreadable JSON is refused by the first JSON parser under /api (the auth router's), with the gateway's 400
    expect(malformed.status).toBe(400);
    expect(await creditsOf(reader)).toBe(3);
    expect((await purchasesOf(reader)).map((p) => p.articleId)).not.toContain(550001);
  });
});

describe('POST /user-api/webhooks/payments through the gateway', () => {
  it('takes only a correctly signed event: the raw body reaches the users service through the gateway', async () => {
    const ssoId = randomUUID();
    const body = JSON.stringify({
      id: randomUUID(),
      type: 'credit_purchase.created',
      occurredAt: '2026-05-01T08:00:00.000Z',
      data: { ssoId, mandator: 'rb', articleId: 560001, purchasedAt: '2026-05-01T08:00:00.000Z' },
    });
    const post = (signature?: string) => {
      const req = request(t.server)
        .post('/user-api/webhooks/payments')
        .set('content-type', 'application/json');
      return (signature ? req.set(WEBHOOK_SIGNATURE_HEADER, signature) : req).send(body);
    };
    expect((await post()).body).toMatchObject({ status: 401, code: 'invalid_signature' });
    const wrong = signWebhook(body, 'not-the-secret-but-32-characters-long');
    expect((await post(wrong)).status).toBe(401);
    expect((await post(signWebhook(body, DEV_WEBHOOK_SECRET))).status).toBe(204);
    const { rows } = await t.gateway.db.query(
      'select article_id from users.credit_purchases where sso_id = $1',
      [ssoId],
    );
    expect(rows).toEqual([{ article_id: 560001 }]);
  });
});
