import type { Server } from 'node:http';
import { creditWalletSchema, paymentCustomerSchema } from '@news/contracts/paymentsApi';
import request from 'supertest';
import { startTestGateway } from '../startTestGateway';

/** The wallet endpoints of the app server through a listening gateway with the demo readers. */
let server: Server;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, origin, close } = await startTestGateway());
});
afterAll(async () => {
  await close();
});

const loginAs = async (identifier: string) => {
  const res = await request(server)
    .post('/api/auth/login')
    .set('origin', origin)
    .send({ identifier, password: 'Demo-Passwort-2026' });
  expect(res.status).toBe(200);
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .filter((c) => !/^[^=]+=;/.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');
};

describe('GET /api/plenigo/session and /api/plenigo/wallet/{customerId}', () => {
  it('gives the demo wallet reader their customer and a wallet with 3 credits', async () => {
    const cookie = await loginAs('wallet@example.com');
    const session = await request(server).get('/api/plenigo/session').set('cookie', cookie);
    expect(session.status).toBe(200);
    expect(session.headers['cache-control']).toBe('private, no-store');
    const customer = paymentCustomerSchema.parse(session.body);
    const wallet = await request(server)
      .get(`/api/plenigo/wallet/${customer.customerId}`)
      .set('cookie', cookie);
    expect(creditWalletSchema.parse(wallet.body)).toMatchObject({
      customerId: customer.customerId,
      availableCreditCount: 3,
    });
  });

  it("never shows another reader's wallet, and nothing to anonymous readers", async () => {
    const wallet = await loginAs('wallet@example.com');
    const { customerId } = paymentCustomerSchema.parse(
      (await request(server).get('/api/plenigo/session').set('cookie', wallet)).body,
    );
    const leser = await loginAs('leser@example.com');
    const none = await request(server).get('/api/plenigo/session').set('cookie', leser);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ status: 404, message: 'customer_not_found' });
    const foreign = await request(server).get(`/api/plenigo/wallet/${customerId}`).set('cookie', leser);
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.body)).not.toMatch(/availableCreditCount/);

    expect((await request(server).get('/api/plenigo/session')).status).toBe(401);
    expect((await request(server).get(`/api/plenigo/wallet/${customerId}`)).status).toBe(401);
    expect((await request(server).get('/api/plenigo/wallet/%3Cscript%3E').set('cookie', leser)).status).toBe(
      400,
    );
  });
});
