import express from 'express';
import request from 'supertest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readConsent } from '@news/contracts/consentCookie';
import { grantsForAll } from '@news/contracts/consentVendors';
import { createConsentRouter } from './createConsentRouter';

let server: Server;
let own: string;

beforeAll(async () => {
  const app = express();
  app.use('/api', createConsentRouter());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  own = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const send = (body: string, headers: Record<string, string>) =>
  request(own).post('/api/consent').set(headers).type('form').send(body);
const cookies = (res: { headers: Record<string, unknown> }) => (res.headers['set-cookie'] as string[]) ?? [];

describe('POST /api/consent (a choice made before the consent remote has started)', () => {
  it('stores the choice and sends the reader back to the page the form was on', async () => {
    const res = await send('choice=necessary', {
      origin: own,
      referer: `${own}/lokales/neue-bruecke-100001?ref=start`,
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/lokales/neue-bruecke-100001?ref=start');
    const [cookie = ''] = cookies(res);
    expect(readConsent(cookie.split(';')[0] ?? '')).toEqual(grantsForAll(false));
    expect(cookie).toContain('SameSite=Lax');
    expect(res.headers['cache-control']).toBe('no-store');
    // the TC string of an earlier choice (e.g. "Alle akzeptieren") would claim consents the reader no longer gives
    expect(cookies(res)[1]).toMatch(/^euconsent-v2=; Max-Age=0; Path=\//);
  });

  it('sends the reader to the home page when the form came without a page of this site', async () => {
    const forms: Record<string, string>[] = [
      { origin: own, referer: 'https://elsewhere.example/page' },
      { origin: own },
    ];
    for (const headers of forms) {
      const res = await send('choice=all', headers);
      expect([res.status, res.headers.location]).toEqual([303, '/']);
      expect(readConsent(cookies(res)[0] ?? '')).toEqual(grantsForAll(true));
    }
  });

  it('"Einstellungen" stores nothing and sends the reader back with the settings layer open', async () => {
    const res = await send('choice=settings', { origin: own, referer: `${own}/lokales` });
    expect([res.status, res.headers.location]).toEqual([303, '/lokales#datenschutz-einstellungen']);
    expect(cookies(res)).toHaveLength(0);
  });

  it('refuses a form from a foreign page and stores nothing', async () => {
    const res = await send('choice=all', { origin: 'https://elsewhere.example' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('csrf_check_failed');
    expect(cookies(res)).toHaveLength(0);
  });

  it('answers an unknown choice with 400 and a German message, storing nothing', async () => {
    for (const body of ['choice=everything', '', 'choice=all&choice=necessary']) {
      const res = await send(body, { origin: own });
      expect([body, res.status, res.body.code]).toEqual([body, 400, 'invalid_consent_choice']);
      expect(res.body.message).toMatch(/Bitte wählen Sie/);
      expect(cookies(res)).toHaveLength(0);
    }
  });
});
