import express from 'express';
import request from 'supertest';
import { createDemoShopRouter } from './createDemoShopRouter';

const app = express().use(createDemoShopRouter());

describe('demo shop widget', () => {
  it('serves a German shop page that runs only its own script', async () => {
    const res = await request(app).get('/demo-shop/widget/balkonkraftwerke');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.text).toContain('<html lang="de">');
    expect(res.text).toContain('Balkonkraftwerke im Angebot');
    expect(res.text).toContain('<script src="/demo-shop/widget.js"></script>');
  });

  it('serves the script that reports the height to the framing page only', async () => {
    const res = await request(app).get('/demo-shop/widget.js');
    expect(res.status).toBe(200);
    expect(res.text).toContain('"ecommerce-widget:resize"');
    expect(res.text).toContain('new URL(document.referrer).origin');
    expect(res.text).not.toContain('"*"');
  });

  it('answers 404 unknown_offer for anything else', async () => {
    for (const path of ['/demo-shop/widget/toString', '/demo-shop/widget/keins']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 404, code: 'unknown_offer' });
    }
  });
});
