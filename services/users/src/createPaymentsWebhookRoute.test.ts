/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER, type CreditPurchaseCreated } from '@news/contracts/webhooks';
import { signWebhook } from '@news/outbox/signWebhook';
import request from 'supertest';
import { createTestUsersApp, TEST_WEBHOOK_SECRET } from './createTestUsersApp';

const BUYER = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

const purchaseEvent = (
  articleId: number,
  purchasedAt = '2026-04-01T09:15:00.123Z',
): CreditPurchaseCreated => ({
  id: randomUUID(),
  type: 'credit_purchase.created',
  occurredAt: purchasedAt,
  data: { ssoId: BUYER, mandator: 'rb', articleId, purchasedAt },
});

describe('POST /user-api/webhooks/payments', () => {
  let t: Awaited<ReturnType<typeof createTestUsersApp>>;
  let token: string;
  beforeAll(async () => {
    t = await createTestUsersApp();
    token = await t.tokenFor(BUYER, { roles: ['WALLET_USER'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const deliver = (body: string, signature?: string) => {
    const req = request(t.app).post('/user-api/webhooks/payments').set('content-type', 'application/json');
    if (signature !== undefined) req.set(WEBHOOK_SIGNATURE_HEADER, signature);
    return req.send(body);
  };
  const signed = (body: string) => deliver(body, signWebhook(body, TEST_WEBHOOK_SECRET));
  const exists = (articleId: number) =>
    request(t.app)
      .get(`/user-api/mandators/rb/users/${BUYER}/credit-purchases/${articleId}/exists`)
      .auth(token, { type: 'bearer' });
  const rows = async () =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from users.credit_purchases')).rows[0]?.n;

  it('records a signed purchase, which the credit-purchase reads then answer', async () => {
    const event = purchaseEvent(400001);
    const res = await signed(JSON.stringify(event));
    expect(res.status).toBe(204);
    expect((await exists(400001)).body).toEqual({ exists: true, purchasedAt: '2026-04-01T09:15:00.123Z' });
  });

  it('inserts once when the same event comes twice or the same purchase in two events', async () => {
    const before = await rows();
    const event = purchaseEvent(400002);
    const body = JSON.stringify(event);
    expect((await signed(body)).status).toBe(204);
    expect((await signed(body)).status).toBe(204);
    const other = { ...purchaseEvent(400002, '2026-04-02T10:00:00.000Z') };
    expect((await signed(JSON.stringify(other))).status).toBe(204);
    expect(await rows()).toBe((before ?? 0) + 1);
    expect((await exists(400002)).body).toEqual({ exists: true, purchasedAt: '2026-04-01T09:15:00.123Z' });
    const processed = await t.db.query<{ event_id: string }>(
      'select event_id from users.processed_webhook_events where event_id = any($1::uuid[]) order by event_id',
      [[event.id, other.id]],
    );
    expect(processed.rows).toHaveLength(2);
  });

  it('refuses a missing, wrong, stale or foreign signature with 401 and records nothing', async () => {
    const before = await rows();
    const body = JSON.stringify(purchaseEvent(400003));
    const attempts = [
      deliver(body),
      deliver(body, 'nonsense'),
      deliver(body, signWebhook(body, 'another-secret-of-at-least-32-characters')),
      deliver(body, signWebhook(body, TEST_WEBHOOK_SECRET, Date.now() - 10 * 60 * 1000)),
      deliver(body.replace('400003', '400004'), signWebhook(body, TEST_WEBHOOK_SECRET)),
    ];
    for (const res of await Promise.all(attempts))
      expect([res.status, res.body]).toEqual([
        401,
        { status: 401, code: 'invalid_signature', message: 'Die Signatur der Nachricht ist ungültig.' },
      ]);
    expect(await rows()).toBe(before);
    expect((await exists(400003)).body.exists).toBe(false);
  });

  it('refuses a signed event outside the contract with 400 and records nothing', async () => {
    const before = await rows();
    const good = purchaseEvent(400005);
    for (const event of [
      { ...good, type: 'credit_purchase.deleted' },
      { ...good, id: 'kein-uuid' },
      { ...good, data: { ...good.data, articleId: '400005' } },
      { ...good, data: { ...good.data, mandator: 'xx' } },
      { ...good, data: { ...good.data, ssoId: 'jemand' } },
    ]) {
      const res = await signed(JSON.stringify(event));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: 'invalid_event' });
    }
    expect((await signed('{"id":')).body).toMatchObject({ status: 400, code: 'invalid_event' });
    expect(await rows()).toBe(before);
  });

  it('answers nothing but a signed POST: other methods are 404, a big body 4xx, a reader token does not help', async () => {
    for (const method of ['get', 'put', 'delete'] as const) {
      const res = await request(t.app)[method]('/user-api/webhooks/payments').auth(token, { type: 'bearer' });
      expect(res.status).toBe(404);
    }
    const huge = JSON.stringify({ ...purchaseEvent(400006), padding: 'x'.repeat(20_000) });
    const res = await signed(huge);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: 413, code: 'bad_request' });
    const withToken = await request(t.app)
      .post('/user-api/webhooks/payments')
      .auth(token, { type: 'bearer' })
      .send(purchaseEvent(400006));
    expect(withToken.status).toBe(401);
  });
});
