import { mandators, type Mandator } from '@news/config/mandators';
import { recommendationsSchema } from '@news/contracts/recommendations';
import express from 'express';
import request from 'supertest';
import type { ContentSource } from '../ssr/contentFetchJson';
import { startTestGateway } from '../startTestGateway';
import { createRecommendationsRouter, RECOMMENDATIONS_CACHE_CONTROL } from './createRecommendationsRouter';

const answer = (status: number, body: unknown) => ({
  status,
  json: async () => body,
  discard: async () => undefined,
});

/** The router for one brand over a content source that records the paths it was asked for. */
function appWith(mandator: Mandator, reply: (path: string) => Promise<ReturnType<typeof answer>>) {
  const asked: string[] = [];
  const contentSource: ContentSource = async (path, mandatorId) => {
    asked.push(`${mandatorId} ${path}`);
    return reply(path);
  };
  const app = express();
  app.use((_req, res, next) => {
    res.locals.mandator = mandator;
    next();
  });
  app.use('/api', createRecommendationsRouter({ contentSource, timeoutMs: 200 }));
  return { app, asked };
}

describe('GET /api/recommendations/:articleId (content source stand-in)', () => {
  it("asks the content API with the brand's ranking, never the client's", async () => {
    const recency: Mandator = {
      ...mandators.rb,
      settings: { data_reco_deactivatetopicranking_enabled: true },
    };
    const { app, asked } = appWith(recency, async () => answer(200, { ranking: 'recency', teasers: [] }));
    const res = await request(app).get('/api/recommendations/42?ranking=topics');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(RECOMMENDATIONS_CACHE_CONTROL);
    expect(asked).toEqual(['rb /content/v5/articles/42/recommendations?ranking=recency']);

    const topics = appWith(mandators.la, async () => answer(200, { ranking: 'topics', teasers: [] }));
    await request(topics.app).get('/api/recommendations/42?ranking=recency').expect(200);
    expect(topics.asked).toEqual(['la /content/v5/articles/42/recommendations?ranking=topics']);
  });

  it('shares one content call between concurrent requests for an article', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { app, asked } = appWith(mandators.rb, async () => {
      await gate;
      return answer(200, { ranking: 'topics', teasers: [] });
    });
    const both = Promise.all([
      request(app).get('/api/recommendations/7'),
      request(app).get('/api/recommendations/7'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const [a, b] = await both;
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(asked).toHaveLength(1);
  });

  it('answers 503 upstream_unavailable for a slow, failing or malformed content API', async () => {
    const replies = [
      () => new Promise<ReturnType<typeof answer>>(() => undefined),
      async () => answer(500, {}),
      async () => answer(200, { teasers: 'none' }),
    ];
    for (const reply of replies) {
      const { app } = appWith(mandators.rb, reply);
      const res = await request(app).get('/api/recommendations/7');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 503, code: 'upstream_unavailable' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 404 unknown_article and 400 invalid_id', async () => {
    const { app, asked } = appWith(mandators.rb, async () => answer(404, {}));
    const missing = await request(app).get('/api/recommendations/7');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, code: 'unknown_article' });
    expect((await request(app).get('/api/recommendations/0')).status).toBe(404);
    const malformed = await request(app).get('/api/recommendations/7a');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ status: 400, code: 'invalid_id' });
    expect(asked).toHaveLength(1);
  });
});

describe('GET /api/recommendations/:articleId (the site)', () => {
  let t: Awaited<ReturnType<typeof startTestGateway>>;
  beforeAll(async () => {
    t = await startTestGateway();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("answers the brand's related teasers, and 404 for another brand's article", async () => {
    const { rows } = await t.gateway.db.query<{ id: number; mandator: string }>(
      `select a.id, a.mandator from content.articles a
       where exists (select 1 from content.articles b where b.mandator = a.mandator and b.id <> a.id
         and b.maintag = a.maintag and b.publish_date <= now())
       and a.publish_date <= now() order by a.mandator, a.id`,
    );
    const rb = rows.find((r) => r.mandator === 'rb')!;
    const la = rows.find((r) => r.mandator === 'la')!;
    const res = await request(t.server).get(`/api/recommendations/${rb.id}`);
    expect(res.status).toBe(200);
    const { teasers } = recommendationsSchema.parse(res.body);
    expect(teasers.length).toBeGreaterThan(0);
    expect(teasers.map((teaser) => teaser.documentId)).not.toContain(rb.id);
    const other = await request(t.server).get(`/api/recommendations/${la.id}`);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: 'unknown_article' });
    const own = await request(t.server).get(`/api/recommendations/${la.id}`).set('host', 'la.localhost');
    expect(own.status).toBe(200);
  });
});
