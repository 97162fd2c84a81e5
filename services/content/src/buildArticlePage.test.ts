import { articlePageSchema, type ArticlePage } from '@news/contracts/contentPages';
import { CONTENT_GRANT_HEADER } from '@news/contracts/paywallApi';
import type { Db, DbTx } from '@news/db/createDb';
import type express from 'express';
import {
  exportSPKI,
  generateKeyPair,
  importJWK,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';
import request from 'supertest';
import { bodyTexts } from './bodyTexts';
import { buildArticlePage } from './buildArticlePage';
import { createTestContentApp, SIGNED_SEED_IMAGE } from './createTestContentApp';
import { seedArticles } from './seed/seedArticles';
import { seedFeatureArticles } from './seed/seedFeatureArticles';
import { slugify } from './slugify';

/** Sentences of at least 25 characters: any of them in a response would be leaked body text. */
function sentences(texts: string[]): string[] {
  return texts.flatMap((t) => t.split(/(?<=[.!?“])\s+/)).filter((s) => s.length >= 25);
}

describe('article page', () => {
  let db: Db;
  let app: express.Express;
  let grantFor: Awaited<ReturnType<typeof createTestContentApp>>['grantFor'];
  let grantKeys: JSONWebKeySet;

  beforeAll(async () => {
    ({ db, app, grantFor, grantKeys } = await createTestContentApp());
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  const get = (path: string, mandator: string, headers: Record<string, string> = {}) => {
    const req = request(app).get(`/content/v5/${path}`).set('x-mandator', mandator);
    for (const [k, v] of Object.entries(headers)) req.set(k, v);
    return req;
  };
  const idOf = async (mandator: string, slug: string) =>
    (
      await db.query<{ id: number }>('select id from content.articles where mandator = $1 and slug = $2', [
        mandator,
        slug,
      ])
    ).rows[0]!.id;

  const plusArticles = (['rb', 'la'] as const).flatMap((mandator) =>
    (seedArticles[mandator] ?? [])
      .filter((a) => a.restriction === 'plus')
      .map((a) => ({ mandator, article: a })),
  );

  it('has plus seed articles to test with', () => {
    expect(plusArticles.length).toBeGreaterThanOrEqual(8);
  });

  it.each(plusArticles.map((p) => [p.mandator, p.article.title, p]))(
    '%s plus article "%s" without entitlement carries no byte of the body',
    async (_m, _t, { mandator, article }) => {
      const id = await idOf(mandator, article.slug ?? slugify(article.title));
      const variants: Record<string, string>[] = [
        {},
        { 'x-entitlement': 'full' },
        { [CONTENT_GRANT_HEADER]: 'full' },
        { [CONTENT_GRANT_HEADER]: 'eyJhbGciOiJFUzI1NiJ9.e30.c2ln' },
      ];
      for (const headers of variants) {
        const res = await get(`articles/${id}`, mandator, headers).expect(200);
        const page = articlePageSchema.parse(res.body);
        expect(page.isPaywalled).toBe(true);
        expect(page.contentItems).toEqual([]);
        expect(page.lead).toBe(article.lead);
        expect(page.analytics.wordCount).toBeGreaterThan(50);
        expect(res.headers.vary).toMatch(/x-content-grant/i);
        expect(res.headers['cache-control']).toBeUndefined();
        const json = res.text;
        const body = sentences(bodyTexts(article.body));
        expect(body.length).toBeGreaterThan(0);
        for (const sentence of body) expect(json).not.toContain(sentence);
      }
    },
  );

  it('sends the body of a plus article against a content grant for it, not cacheable', async () => {
    const { mandator, article } = plusArticles[0]!;
    const id = await idOf(mandator, article.slug ?? slugify(article.title));
    const grant = await grantFor({ art: id, man: mandator });
    const res = await get(`articles/${id}`, mandator, { [CONTENT_GRANT_HEADER]: grant }).expect(200);
    const page = articlePageSchema.parse(res.body);
    expect(page.isPaywalled).toBe(false);
    expect(page.contentItems.length).toBe(article.body.length);
    expect(bodyTexts(article.body).every((t) => res.text.includes(JSON.stringify(t).slice(1, -1)))).toBe(
      true,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  describe('a content grant that does not fit gets the teaser answer, never an error', () => {
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const target = async () => {
      const { mandator, article } = plusArticles[0]!;
      return { mandator, article, id: await idOf(mandator, article.slug ?? slugify(article.title)) };
    };
    const otherPlusId = async () => {
      const { mandator, article } = plusArticles[1]!;
      expect(mandator).toBe(plusArticles[0]!.mandator);
      return idOf(mandator, article.slug ?? slugify(article.title));
    };

    it.each<[string, (t: { id: number; mandator: string }) => Promise<string>]>([
      ['for another article', async (t) => grantFor({ art: await otherPlusId(), man: t.mandator })],
      ['for another brand', async (t) => grantFor({ art: t.id, man: t.mandator === 'rb' ? 'la' : 'rb' })],
      ['expired', (t) => grantFor({ art: t.id, man: t.mandator, expiresIn: -120 })],
      ['of another issuer', (t) => grantFor({ art: t.id, man: t.mandator, issuer: 'news-identity' })],
      [
        'for another audience (a link token)',
        (t) => grantFor({ art: t.id, man: t.mandator, audience: 'news-link' }),
      ],
      [
        'signed with another key under the same kid',
        async (t) => {
          const { privateKey } = await generateKeyPair('ES256');
          return grantFor({ art: t.id, man: t.mandator }, privateKey);
        },
      ],
      [
        'with alg none',
        async (t) => {
          const [header, payload] = (await grantFor({ art: t.id, man: t.mandator })).split('.');
          const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
          const kid = (JSON.parse(Buffer.from(header!, 'base64url').toString()) as { kid: string }).kid;
          return `${b64({ alg: 'none', kid, typ: 'JWT' })}.${b64(claims)}.`;
        },
      ],
      [
        'HS256 with the public key as secret',
        async (t) => {
          const valid = await grantFor({ art: t.id, man: t.mandator });
          const { kid } = JSON.parse(Buffer.from(valid.split('.')[0]!, 'base64url').toString()) as {
            kid: string;
          };
          const claims = JSON.parse(Buffer.from(valid.split('.')[1]!, 'base64url').toString()) as JWTPayload;
          const pem = await exportSPKI((await importJWK(grantKeys.keys[0]!, 'ES256')) as CryptoKey);
          return new SignJWT(claims)
            .setProtectedHeader({ alg: 'HS256', kid, typ: 'JWT' })
            .sign(new TextEncoder().encode(pem));
        },
      ],
    ])('a grant %s', async (_name, make) => {
      const t = await target();
      const res = await get(`articles/${t.id}`, t.mandator, { [CONTENT_GRANT_HEADER]: await make(t) }).expect(
        200,
      );
      const page = articlePageSchema.parse(res.body);
      expect(page).toMatchObject({ isPaywalled: true, contentItems: [] });
      expect(res.headers['cache-control']).toBeUndefined();
      for (const sentence of sentences(bodyTexts(t.article.body))) expect(res.text).not.toContain(sentence);
    });

    it('the same article with a fitting grant is open (the refusals above are not a broken key)', async () => {
      const t = await target();
      const grant = await grantFor({ art: t.id, man: t.mandator });
      const res = await get(`articles/${t.id}`, t.mandator, { [CONTENT_GRANT_HEADER]: grant }).expect(200);
      expect(articlePageSchema.parse(res.body)).toMatchObject({ isPaywalled: false });
    });
  });

  it('sends the body of a free article to everyone', async () => {
    const free = (seedArticles.rb ?? []).find((a) => a.restriction !== 'plus')!;
    const id = await idOf('rb', free.slug ?? slugify(free.title));
    const page = articlePageSchema.parse((await get(`articles/${id}`, 'rb').expect(200)).body);
    expect(page.isPaywalled).toBe(false);
    expect(page.contentRestriction).toBe('free');
    expect(page.contentItems).toEqual(free.body);
  });

  it('describes the article: tags, channel, authors, related articles, analytics, canonical path, seo', async () => {
    const seed = (seedArticles.rb ?? [])[0]!;
    const slug = seed.slug ?? slugify(seed.title);
    const id = await idOf('rb', slug);
    const page: ArticlePage = articlePageSchema.parse((await get(`articles/${id}`, 'rb').expect(200)).body);
    expect(page).toMatchObject({
      id,
      title: seed.title,
      titlePrefix: seed.titlePrefix,
      canonicalPath: `/${slug}-${id}`,
      channel: { path: `/${seed.channel}` },
      maintag: { id: seed.maintag, path: `/themen/${seed.maintag}` },
      seo: { title: `${seed.title} | Rheinauer Bote` },
      analytics: {
        contentId: id,
        ressort: seed.channel.split('/')[0],
        contentType: 'article',
        pageType: 'Artikelseite',
      },
    });
    expect(page.tags.map((t) => t.id)).toEqual([...new Set([seed.maintag, ...(seed.tags ?? [])])]);
    expect(page.tags.every((t) => t.label.length > 0)).toBe(true);
    expect(page.authors.map((a) => a.id)).toEqual(seed.authors);
    const words = [seed.lead, ...bodyTexts(seed.body)].join(' ').trim().split(/\s+/).length;
    expect(page.analytics.wordCount).toBe(words);
    expect(page.seo.description.length).toBeLessThanOrEqual(160);
    expect(page.img?.baseUrl).toMatch(SIGNED_SEED_IMAGE);
    expect(page.relatedArticles.teasers.length).toBeLessThanOrEqual(4);
    for (const t of page.relatedArticles.teasers) {
      expect(t.maintag).toBe(seed.maintag);
      expect(t.documentId).not.toBe(id);
    }
    expect(page.relatedArticles.topicName).toBe(page.maintag.label);
  });

  it('reads the article with its related articles (the newest of its maintag) in one query', async () => {
    const seed = (seedArticles.rb ?? [])[0]!;
    const id = await idOf('rb', seed.slug ?? slugify(seed.title));
    const newest = await db.query<{ id: number }>(
      `select id from content.articles where mandator = 'rb' and maintag = $1 and id <> $2
         and publish_date <= now() order by publish_date desc, id desc limit 4`,
      [seed.maintag, id],
    );
    expect(newest.rows.length).toBeGreaterThan(0);
    const queries: string[] = [];
    const counting: DbTx = {
      query: (sql, params) => {
        queries.push(sql);
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
    };
    const mandator = { id: 'rb', name: 'Rheinauer Bote', description: '', homeTitle: '' };
    const page = await buildArticlePage(counting, mandator, id, false, `articles/${id}`);
    expect(queries).toHaveLength(1);
    expect(page.relatedArticles.teasers.map((t) => t.documentId)).toEqual(newest.rows.map((r) => r.id));
  });

  it('gives video articles a header video and gallery articles a gallery', async () => {
    const video = await db.query<{ id: number; mandator: string }>(
      'select id, mandator from content.articles where is_video_article order by id limit 1',
    );
    const v = articlePageSchema.parse(
      (await get(`articles/${video.rows[0]!.id}`, video.rows[0]!.mandator).expect(200)).body,
    );
    expect(v.headerVideo?.poster.baseUrl).toMatch(SIGNED_SEED_IMAGE);
    expect(v.headerVideo?.caption).toContain(v.title);
    expect(v.headerVideo?.source).toEqual({
      src: expect.stringMatching(/^\/media\/videos\/(rb|la)-[a-z0-9-]+\.webm$/),
      type: 'video/webm',
      captions: expect.stringMatching(/^\/media\/videos\/(rb|la)-[a-z0-9-]+\.vtt$/),
    });
    expect(v.analytics.contentType).toBe('video');

    const feature = seedFeatureArticles.rb!.find((a) => a.gallery)!;
    const id = await idOf('rb', slugify(feature.title));
    const g = articlePageSchema.parse((await get(`articles/${id}`, 'rb').expect(200)).body);
    expect(g.galleryHeader?.map((i) => i.caption)).toEqual(feature.gallery!.map((x) => x.caption));
    expect(g.contentItems.some((i) => i.type === 'list')).toBe(true);
    expect(g.contentItems.some((i) => i.type === 'image')).toBe(true);
  });

  it('shows an article only to its own brand', async () => {
    const seed = (seedArticles.la ?? [])[0]!;
    const id = await idOf('la', seed.slug ?? slugify(seed.title));
    await get(`articles/${id}`, 'la').expect(200);
    const res = await get(`articles/${id}`, 'rb').expect(404);
    expect(res.body).toEqual({ status: 404, message: 'page_not_found', path: `articles/${id}` });
  });

  it('does not show articles scheduled for the future', async () => {
    const seed = (seedArticles.rb ?? [])[1]!;
    const id = await idOf('rb', seed.slug ?? slugify(seed.title));
    await db.query("update content.articles set publish_date = now() + interval '1 day' where id = $1", [id]);
    await get(`articles/${id}`, 'rb').expect(404);
    await db.query("update content.articles set publish_date = now() - interval '3 hours' where id = $1", [
      id,
    ]);
    await get(`articles/${id}`, 'rb').expect(200);
  });
});
