/** @jest-environment node */
import express, { type Express } from 'express';
import request from 'supertest';
import { createHash } from 'node:crypto';
import { mandators } from '@news/config/mandators';
import { createConsentPageRouter } from './createConsentPageRouter';
import { createDemoShopRouter } from './createDemoShopRouter';
import { createPwaRouter } from './pwa/createPwaRouter';

const app: Express = express();
app.use((_req, res, next) => {
  res.locals.mandator = mandators.rb;
  next();
});
app.use(createConsentPageRouter(), createDemoShopRouter(), createPwaRouter());

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const inlineStyles = (html: string) => [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!);
const styleSrc = (csp: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith('style-src '))!
    .split(' ')
    .slice(1);

describe('the small pages outside the documents (consent page, demo shop widget, offline page)', () => {
  it.each(['/einwilligungen.html', '/demo-shop/widget/balkonkraftwerke', '/offline.html'])(
    "%s: its stylesheet is allowed by its hash, no 'unsafe-inline', no style attribute",
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      const allowed = styleSrc(res.headers['content-security-policy'] as string);
      expect(allowed).not.toContain("'unsafe-inline'");
      const styles = inlineStyles(res.text);
      expect(styles).toHaveLength(1);
      expect(allowed).toEqual(styles.map(hashOf));
      expect(res.text).not.toMatch(/\sstyle=/);
      expect(allowed).not.toContain(hashOf('body{background:url(https://evil.example/track)}'));
    },
  );
});
