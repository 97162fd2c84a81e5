import express from 'express';
import request from 'supertest';
import { clientIp } from './clientIp';

const app = (trust: boolean, token?: string) =>
  express().get('/ip', (req, res) => {
    res.json({ ip: clientIp(req, trust, token) });
  });

describe('clientIp', () => {
  it('takes x-client-ip when trusted, else the socket address; ignores values that are no IP', async () => {
    expect((await request(app(true)).get('/ip').set('x-client-ip', '203.0.113.5')).body.ip).toBe(
      '203.0.113.5',
    );
    expect((await request(app(true)).get('/ip').set('x-client-ip', 'evil')).body.ip).toMatch(
      /127\.0\.0\.1|::1/,
    );
    expect((await request(app(false)).get('/ip').set('x-client-ip', '203.0.113.5')).body.ip).not.toBe(
      '203.0.113.5',
    );
  });

  it('with an internal token, trusts x-client-ip only from the holder of the token', async () => {
    const a = app(true, 'gateway-internal-token');
    const withToken = await request(a)
      .get('/ip')
      .set('x-client-ip', '203.0.113.5')
      .set('x-internal-token', 'gateway-internal-token');
    expect(withToken.body.ip).toBe('203.0.113.5');
    for (const token of [undefined, 'wrong', 'gateway-internal-token-x']) {
      const req = request(a).get('/ip').set('x-client-ip', '203.0.113.5');
      const res = await (token ? req.set('x-internal-token', token) : req);
      expect(res.body.ip).not.toBe('203.0.113.5');
    }
  });
});
