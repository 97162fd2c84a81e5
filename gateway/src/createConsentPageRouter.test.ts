import express from 'express';
import request from 'supertest';
import { mandators, type MandatorId } from '@news/config/mandators';
import { createConsentPageRouter } from './createConsentPageRouter';

const appFor = (id: MandatorId) => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.mandator = mandators[id];
    next();
  });
  app.use(createConsentPageRouter());
  return app;
};

describe('GET /einwilligungen.html (the demo consent page, spec §2)', () => {
  it('shows the current choice and the consent form, which works without JavaScript', async () => {
    const res = await request(appFor('rb')).get('/einwilligungen.html').set('cookie', 'news_consent=4.all');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<html lang="de">');
    expect(res.text).toContain('Sie haben alle 16 Dienste von Drittanbietern erlaubt.');
    expect(res.text).toContain('<form method="post" action="/api/consent">');
    expect(res.text).toContain(
      '<button type="submit" name="choice" value="necessary">Nur notwendige</button>',
    );
    expect(res.text).toContain('<button type="submit" name="choice" value="all">Alle akzeptieren</button>');
    expect(res.text).not.toContain('<script');
  });

  it('names each kind of choice, and no choice', async () => {
    const page = (cookie?: string) => {
      const req = request(appFor('rb')).get('/einwilligungen.html');
      return (cookie ? req.set('cookie', cookie) : req).then((res) => res.text);
    };
    expect(await page('news_consent=4.necessary')).toContain('nur technisch notwendige Dienste');
    expect(await page('news_consent=4.some.ivw.kdm.youtube')).toContain('3 von 16 Diensten');
    expect(await page()).toContain('noch keine Wahl getroffen');
    // another version counts as none
    expect(await page('news_consent=3.all')).toContain('noch keine Wahl getroffen');
  });

  it('a brand without consent management: an explanation, no form', async () => {
    const res = await request(appFor('la')).get('/einwilligungen.html').set('cookie', 'news_consent=4.all');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Der Lahntal-Anzeiger bindet keine Dienste von Drittanbietern ein');
    expect(res.text).not.toContain('<form');
  });
});
