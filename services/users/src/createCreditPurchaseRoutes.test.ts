/** @jest-environment node */
import { creditPurchaseDatesSchema, creditPurchaseExistsSchema } from '@news/contracts/userApi';
import request from 'supertest';
import { createTestUsersApp } from './createTestUsersApp';

const BUYER = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const OTHER = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const base = `/user-api/mandators/rb/users/${BUYER}`;

describe('credit purchases', () => {
  let t: Awaited<ReturnType<typeof createTestUsersApp>>;
  let token: string;
  beforeAll(async () => {
    t = await createTestUsersApp();
    token = await t.tokenFor(BUYER, { roles: ['WALLET_USER'] });
    // The purchases are written by the credit spending of the paywall; here they are rows of the table.
    const buy = (ssoId: string, mandator: string, articleId: number, at: string) =>
      t.db.query(
        'insert into users.credit_purchases (sso_id, mandator, article_id, purchased_at) values ($1, $2, $3, $4)',
        [ssoId, mandator, articleId, at],
      );
    await buy(BUYER, 'rb', 100001, '2026-01-10T08:30:00.000Z');
    await buy(BUYER, 'rb', 100002, '2026-02-01T12:00:00.000Z');
    await buy(BUYER, 'la', 100003, '2026-02-02T12:00:00.000Z');
    await buy(OTHER, 'rb', 100004, '2026-02-03T12:00:00.000Z');
  });
  afterAll(async () => {
    await t.close();
  });

  const batch = (body: unknown) =>
    request(t.app)
      .post(`${base}/credit-purchases/batch/exists`)
      .auth(token, { type: 'bearer' })
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));

  it("maps the reader's purchased articles of this brand to their purchase date", async () => {
    const res = await batch([100001, 100002, 100003, 100004, 100005]);
    expect(res.status).toBe(200);
    expect(creditPurchaseDatesSchema.parse(res.body)).toEqual({
      '100001': '2026-01-10T08:30:00.000Z',
      '100002': '2026-02-01T12:00:00.000Z',
    });
  });

  it('answers one article', async () => {
    const bought = await request(t.app)
      .get(`${base}/credit-purchases/100001/exists`)
      .auth(token, { type: 'bearer' });
    expect(creditPurchaseExistsSchema.parse(bought.body)).toEqual({
      exists: true,
      purchasedAt: '2026-01-10T08:30:00.000Z',
    });
    const other = await request(t.app)
      .get(`${base}/credit-purchases/100004/exists`)
      .auth(token, { type: 'bearer' });
    expect(other.body).toEqual({ exists: false, purchasedAt: null });
  });

  it('refuses bodies and ids outside the contract with 400 and a code', async () => {
    for (const body of [[], {}, ['100001'], [0], [1.5], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      const res = await batch(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: 'invalid_article_ids' });
    }
    const res = await request(t.app)
      .get(`${base}/credit-purchases/abc/exists`)
      .auth(token, { type: 'bearer' });
    expect(res.body).toMatchObject({ status: 400, code: 'invalid_article_id' });
  });
});
