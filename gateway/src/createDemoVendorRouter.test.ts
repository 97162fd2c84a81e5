import express from 'express';
import request from 'supertest';
import { createDemoVendorRouter } from './createDemoVendorRouter';

const app = express().use(createDemoVendorRouter());

describe('GET /demo-vendors/{vendor}.js', () => {
  it("serves a known vendor's stand-in script, which records that it ran", async () => {
    const res = await request(app).get('/demo-vendors/ivw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    const log: { vendor: string }[] = [];
    const attributes: Record<string, string> = {};
    const win = { __demoVendors: log } as Record<string, unknown>;
    const doc = {
      cookie: '',
      documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) },
    };
    new Function('window', 'document', res.text)(win, doc);
    expect(log).toEqual([{ vendor: 'ivw', event: 'loaded', consent: null }]);
    expect(attributes).toEqual({ 'data-demo-vendor-ivw': 'loaded' });
  });

  it('the IVW stand-in counts the page views queued before it loaded and each one after', async () => {
    const res = await request(app).get('/demo-vendors/ivw.js');
    const iomq: object[] = [{ st: 'rheinbote', dn: 'data-ivw.example', cp: 'home', path: '/' }];
    const win = { __demoVendors: [], iomq } as { __demoVendors: { event: string }[]; iomq: object[] };
    const doc = { cookie: '', documentElement: { setAttribute: () => undefined } };
    new Function('window', 'document', res.text)(win, doc);
    win.iomq.push({ st: 'mobrheinbote', dn: 'data-ivw.example', cp: 'article', path: '/neue-bruecke-12' });
    expect(win.__demoVendors.filter((entry) => entry.event === 'pageView')).toEqual([
      { vendor: 'ivw', event: 'pageView', st: 'rheinbote', dn: 'data-ivw.example', cp: 'home', path: '/' },
      {
        vendor: 'ivw',
        event: 'pageView',
        st: 'mobrheinbote',
        dn: 'data-ivw.example',
        cp: 'article',
        path: '/neue-bruecke-12',
      },
    ]);
  });

  it('answers an unknown vendor with 404 and a machine-readable code', async () => {
    for (const path of ['/demo-vendors/taboola.js', '/demo-vendors/kdm.css', '/demo-vendors/..%2Fkdm.js']) {
      const res = await request(app).get(path);
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'unknown_vendor']);
    }
  });
});
