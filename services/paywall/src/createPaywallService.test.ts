import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import express from 'express';
import request from 'supertest';
import { createPaywallService } from './createPaywallService';

describe('paywall service', () => {
  let db: Db;
  let app: express.Express;
  beforeAll(async () => {
    db = await createTestDb();
    app = express().use('/paywall', await createPaywallService({ db }));
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers healthz', async () => {
    expect((await request(app).get('/paywall/healthz').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('stores one template per mandator and device', async () => {
    const put = (device: string) =>
      db.query('insert into paywall.paywall_templates (mandator, device, template) values ($1, $2, $3)', [
        'rb',
        device,
        'plus-default',
      ]);
    await put('mobile');
    await expect(put('mobile')).rejects.toThrow();
    await expect(put('fax')).rejects.toThrow();
    const { rows } = await db.query<{ device: string }>('select device from paywall.paywall_templates');
    expect(rows).toEqual([{ device: 'mobile' }]);
  });
});
