import express, { type Router } from 'express';
import request from 'supertest';
import { createTestDb } from '@news/db/createTestDb';
import type { Db } from '@news/db/createDb';
import { createContentService } from '@news/content-service/createContentService';
import { homePageSchema } from '@news/contracts/content';
import { articlePageSchema } from '@news/contracts/contentPages';
import { contentFetchJson } from './contentFetchJson';
import { inProcessContentSource } from './inProcessContentSource';
import { UpstreamError } from '../upstream/UpstreamError';

let db: Db;
let router: Router;

beforeAll(async () => {
  db = await createTestDb();
  router = await createContentService({ db, seed: true });
});

afterAll(async () => {
  await db.close();
});

describe('inProcessContentSource', () => {
  it('answers the same page data as the content API over HTTP, valid by the contracts', async () => {
    const fetchJson = contentFetchJson(inProcessContentSource(router, '/content'), 'rb', 1000);
    const home = homePageSchema.parse(await fetchJson('/content/v5/home'));
    const overHttp = express().use('/content', router);
    const viaHttp = await request(overHttp).get('/content/v5/home').set('x-mandator', 'rb');
    expect(home).toEqual(homePageSchema.parse(viaHttp.body));

    const first = home.sections.flatMap((s) => s.teasers)[0];
    const article = articlePageSchema.parse(await fetchJson(`/content/v5/articles/${first?.documentId}`));
    expect(article.title).toBe(first?.title);
  });

  it('answers null for a page that does not exist and an UpstreamError for a failure', async () => {
    const source = inProcessContentSource(router, '/content');
    expect(await contentFetchJson(source, 'rb', 1000)('/content/v5/articles/999999')).toBeNull();
    // an unknown brand is a 400 of the content service: not a page the remote can show
    await expect(contentFetchJson(source, 'zz', 1000)('/content/v5/home')).rejects.toBeInstanceOf(
      UpstreamError,
    );
  });

  it('never unlocks paid text: the call carries only the brand', async () => {
    const seen: Record<string, string | string[] | undefined>[] = [];
    const spy = express.Router().use((req, res) => {
      seen.push(req.headers);
      res.json({});
    });
    await contentFetchJson(inProcessContentSource(spy, '/content'), 'la', 1000)('/content/v5/home');
    expect(seen).toEqual([{ accept: 'application/json', 'x-mandator': 'la' }]);
  });

  it('gives up with an UpstreamError when the service does not answer within the timeout', async () => {
    const silent = express.Router().use(() => undefined);
    const fetchJson = contentFetchJson(inProcessContentSource(silent, '/content'), 'rb', 50);
    await expect(fetchJson('/content/v5/home')).rejects.toBeInstanceOf(UpstreamError);
  });
});
