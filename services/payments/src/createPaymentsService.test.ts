import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import express from 'express';
import request from 'supertest';
import { createPaymentsService } from './createPaymentsService';

describe('payments service', () => {
  let db: Db;
  let app: express.Express;
  beforeAll(async () => {
    db = await createTestDb();
    app = express().use('/payments', await createPaymentsService({ db }));
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers healthz', async () => {
    expect((await request(app).get('/payments/healthz').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('keeps wallet credits non-negative', async () => {
    await db.query('insert into payments.customers (customer_id, sso_id) values ($1, $2)', [
      'C-1001',
      '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
    ]);
    await db.query(
      'insert into payments.wallets (customer_id, unique_id, available_credit_count) values ($1, $2, $3)',
      ['C-1001', 'W-1', 3],
    );
    await expect(
      db.query('update payments.wallets set available_credit_count = available_credit_count - 4'),
    ).rejects.toThrow();
    await db.query('update payments.wallets set available_credit_count = available_credit_count - 3');
    const { rows } = await db.query<{ n: number }>(
      'select available_credit_count as n from payments.wallets',
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
