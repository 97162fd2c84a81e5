import express from 'express';
import request from 'supertest';
import { contentSecurityPolicy, securityHeaders, STRICT_TRANSPORT_SECURITY } from './securityHeaders';

const app = express();
app.set('trust proxy', 'loopback'); // the test stands in for the https proxy in front
app.use(securityHeaders);
app.get('/', (_req, res) => {
  res.send('ok');
});

it('sends HSTS on answers that came over https, and never over plain http', async () => {
  const https = await request(app).get('/').set('x-forwarded-proto', 'https');
  expect(https.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  expect(https.headers['x-content-type-options']).toBe('nosniff');
  const http = await request(app).get('/');
  expect(http.headers['strict-transport-security']).toBeUndefined();
  expect(http.headers['x-content-type-options']).toBe('nosniff');
});

it('allows no plugins and no <base> element in documents', () => {
  const csp = contentSecurityPolicy(['https://cdn.example.test']).split('; ');
  expect(csp).toEqual(expect.arrayContaining(["object-src 'none'", "base-uri 'none'"]));
});

it("allows frames of the brands' e-commerce widget origins, and no other shop", () => {
  const frameSrc = contentSecurityPolicy([])
    .split('; ')
    .find((directive) => directive.startsWith('frame-src'));
  expect(frameSrc?.split(' ')).toContain('http://shop.localhost:3000');
  expect(frameSrc).not.toContain('shop.example');
});
