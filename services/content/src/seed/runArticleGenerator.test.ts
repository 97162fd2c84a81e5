import { articlePageSchema, searchPageSchema } from '@news/contracts/contentPages';
import type { Db } from '@news/db/createDb';
import { plannerRows } from '@news/db/testing/plannerRows';
import type express from 'express';
import request from 'supertest';
import { createTestContentApp, SIGNED_SEED_IMAGE } from '../createTestContentApp';
import {
  GENERATED_ID_BASE,
  GENERATED_ID_SPAN,
  generateArticle,
  type GeneratorContext,
} from './generateArticles';
import { runArticleGenerator } from './runArticleGenerator';

describe('article generator', () => {
  let db: Db;
  let app: express.Express;
  const generatedCount = async (mandator?: string) =>
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from content.articles where id >= $1 and ($2::text is null or mandator = $2)`,
        [GENERATED_ID_BASE, mandator ?? null],
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    ({ db, app } = await createTestContentApp());
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it('generates the same article for the same number', () => {
    const ctx: GeneratorContext = {
      mandator: 'rb',
      mandatorIndex: 1,
      channels: [
        { id: 1, path: 'lokales' },
        { id: 2, path: 'sport' },
      ],
      authorIds: [1, 2, 3],
      regionIds: [10, 11],
      imageIds: new Map([['sport', [5]]]),
      now: new Date('2025-05-01T12:00:00Z'),
    };
    expect(generateArticle(ctx, 42)).toEqual(generateArticle(ctx, 42));
    expect(generateArticle(ctx, 42).id).toBe(GENERATED_ID_BASE + GENERATED_ID_SPAN + 42);
    expect(generateArticle(ctx, 42).slug).not.toBe(generateArticle(ctx, 43).slug);
    expect(() => generateArticle(ctx, GENERATED_ID_SPAN)).toThrow();
  });

  it('inserts N synthetic articles, split across the brands, with progress', async () => {
    const progress: number[] = [];
    const result = await runArticleGenerator(db, {
      articles: 301,
      chunkSize: 50,
      onProgress: ({ inserted }) => progress.push(inserted),
    });
    expect(result).toEqual({ generated: 301, inserted: 301 });
    expect(await generatedCount()).toBe(301);
    expect(await generatedCount('la')).toBe(151);
    expect(await generatedCount('rb')).toBe(150);
    expect(progress.at(-1)).toBe(301);
    expect(progress.length).toBeGreaterThanOrEqual(7);
    // The planner knows the new rows (ANALYZE after the bulk insert).
    const all = (await db.query<{ n: number }>('select count(*)::int as n from content.articles')).rows[0]!.n;
    expect(await plannerRows(db, 'content.articles')).toBe(all);
    const links = await db.query<{ no_author: number; no_tag: number; no_image: number }>(
      `select count(*) filter (where not exists (select 1 from content.article_authors x where x.article_id = a.id))::int
                as no_author,
              count(*) filter (where not exists (select 1 from content.article_tags x where x.article_id = a.id))::int
                as no_tag,
              count(*) filter (where a.image_id is null)::int as no_image
       from content.articles a where a.id >= $1`,
      [GENERATED_ID_BASE],
    );
    expect(links.rows[0]).toEqual({ no_author: 0, no_tag: 0, no_image: 0 });
  });

  it('is idempotent and only adds what is missing', async () => {
    expect(await runArticleGenerator(db, { articles: 301, chunkSize: 50 })).toEqual({
      generated: 301,
      inserted: 0,
    });
    expect(await generatedCount()).toBe(301);
    expect(await runArticleGenerator(db, { articles: 200, mandator: 'rb' })).toEqual({
      generated: 200,
      inserted: 50,
    });
    expect(await generatedCount('rb')).toBe(200);
    expect(await generatedCount('la')).toBe(151);
    await expect(runArticleGenerator(db, { articles: 1, mandator: 'xx' })).rejects.toThrow(
      /unknown mandator/,
    );
  });

  it('produces readable, searchable articles behind the hand-written ones', async () => {
    const { rows } = await db.query<{ id: number }>(
      "select id from content.articles where mandator = 'rb' and id >= $1 and content_restriction = 'free' order by id limit 1",
      [GENERATED_ID_BASE],
    );
    const article = articlePageSchema.parse(
      (await request(app).get(`/content/v5/articles/${rows[0]!.id}`).set('x-mandator', 'rb').expect(200))
        .body,
    );
    expect(article.title).toMatch(/\S+ \S+/);
    expect(article.contentItems.filter((i) => i.type === 'paragraph').length).toBeGreaterThanOrEqual(4);
    expect(article.img?.baseUrl).toMatch(SIGNED_SEED_IMAGE);
    const place = article.title.split(':')[0]!;
    const found = searchPageSchema.parse(
      (await request(app).get('/content/v5/search').query({ q: place }).set('x-mandator', 'rb').expect(200))
        .body,
    );
    expect(found.pagination.total).toBeGreaterThan(0);
    // Generated articles are older than the seed, so the home page still opens with hand-written news.
    const newest = await db.query<{ id: number }>(
      "select id from content.articles where mandator = 'rb' order by publish_date desc limit 1",
    );
    expect(newest.rows[0]!.id).toBeLessThan(GENERATED_ID_BASE);
  });
});
