import { articleTeaserSchema, homePageSchema } from '@news/contracts/content';
import { articleAccessSchema, articlePageSchema, topicPageSchema } from '@news/contracts/contentPages';
import type { Db } from '@news/db/createDb';
import type express from 'express';
import request from 'supertest';
import { createTestContentApp } from './createTestContentApp';
import { seedArticles } from './seed/seedArticles';
import { seedTags } from './seed/seedTags';
import type { SeedArticle } from './seed/seedTypes';
import { slugify } from './slugify';

/** The tags an article's access depends on, worked out from the seed tree: each tag, then its ancestors. */
function expectedTagIds(article: SeedArticle): number[] {
  const parents = new Map(seedTags.map((t) => [t.id, t.parentId]));
  const out: number[] = [];
  for (const id of [article.maintag, ...(article.tags ?? [])]) {
    for (let tag: number | null | undefined = id; tag != null; tag = parents.get(tag))
      if (!out.includes(tag)) out.push(tag);
  }
  return out;
}

describe('article access facts, isSoldContent and accessTagIds', () => {
  let db: Db;
  let app: express.Express;
  beforeAll(async () => {
    ({ db, app } = await createTestContentApp());
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  const get = (path: string, mandator: string) =>
    request(app).get(`/content/v5/${path}`).set('x-mandator', mandator);
  const idOf = async (mandator: string, a: SeedArticle) =>
    (
      await db.query<{ id: number }>('select id from content.articles where mandator = $1 and slug = $2', [
        mandator,
        a.slug ?? slugify(a.title),
      ])
    ).rows[0]!.id;
  const rb = seedArticles.rb ?? [];
  const sold = rb.find((a) => a.restriction === 'plus' && a.soldWithCredits !== false && a.tags?.length)!;
  const notSold = rb.find((a) => a.restriction === 'plus' && a.soldWithCredits === false)!;
  const free = rb.find((a) => a.restriction !== 'plus')!;

  it('has a sold plus article with a sub-topic, an unsold one and a free one to test with', () => {
    expect(expectedTagIds(sold).length).toBeGreaterThan(new Set([sold.maintag, ...sold.tags!]).size);
    expect(notSold).toBeDefined();
    expect(free).toBeDefined();
  });

  it.each([
    ['a plus article sold for a coin', () => sold, true],
    ['a plus article of a premium series', () => notSold, false],
    ['a free article', () => free, false],
  ] as const)('answers the facts of %s', async (_name, article, soldWithCredits) => {
    const seed = article();
    const id = await idOf('rb', seed);
    const res = await get(`articles/${id}/access`, 'rb').expect(200);
    expect(articleAccessSchema.parse(res.body)).toEqual({
      id,
      contentRestriction: seed.restriction ?? 'free',
      tagIds: expectedTagIds(seed),
      soldWithCredits,
    });
    // facts only: not even the lead
    expect(Object.keys(res.body).sort()).toEqual(['contentRestriction', 'id', 'soldWithCredits', 'tagIds']);
  });

  it.each<[string, number, string, () => Promise<string>]>([
    ['another brand’s article', 404, 'la', async () => `articles/${await idOf('rb', sold)}/access`],
    ['an unknown id', 404, 'rb', async () => 'articles/999999/access'],
    ['a malformed id', 400, 'rb', async () => 'articles/12a/access'],
  ])('answers %s with %i', async (_name, status, mandator, path) => {
    const res = await get(await path(), mandator).expect(status);
    expect(res.body).toMatchObject({ status });
  });

  it('the article page says whether it is sold for a coin', async () => {
    for (const [seed, expected] of [
      [sold, true],
      [notSold, false],
      [free, false],
    ] as const) {
      const page = articlePageSchema.parse((await get(`articles/${await idOf('rb', seed)}`, 'rb')).body);
      expect(page.isSoldContent).toBe(expected);
    }
  });

  it('teasers carry isSoldContent, and plus teasers their main tag, tags and ancestors', async () => {
    const id = await idOf('rb', sold);
    const teaser = articleTeaserSchema.parse((await get(`articles/${id}/teaser`, 'rb').expect(200)).body);
    expect(teaser).toMatchObject({ isSoldContent: true, accessTagIds: expectedTagIds(sold) });
    const unsold = articleTeaserSchema.parse(
      (await get(`articles/${await idOf('rb', notSold)}/teaser`, 'rb').expect(200)).body,
    );
    expect(unsold).toMatchObject({ isSoldContent: false, accessTagIds: expectedTagIds(notSold) });

    const home = homePageSchema.parse((await get('home', 'rb').expect(200)).body);
    const teasers = home.sections.flatMap((s) => s.teasers);
    const plus = teasers.filter((t) => t.contentRestriction === 'plus');
    expect(plus.length).toBeGreaterThan(0);
    for (const t of plus) expect(t.accessTagIds).toEqual(expect.arrayContaining([t.maintag, ...t.tags]));
    for (const t of teasers.filter((t) => t.contentRestriction === 'free')) {
      expect(t.isSoldContent).toBe(false);
      expect(t.accessTagIds).toBeUndefined();
    }
  });

  it('plus teasers of a topic page get accessTagIds too', async () => {
    const page = topicPageSchema.parse((await get(`tags/${sold.maintag}`, 'rb').expect(200)).body);
    const id = await idOf('rb', sold);
    expect(page.teasers.find((t) => t.documentId === id)?.accessTagIds).toEqual(expectedTagIds(sold));
  });

  it('a free article can never be sold (the database refuses it)', async () => {
    const id = await idOf('rb', free);
    await expect(
      db.query('update content.articles set sold_with_credits = true where id = $1', [id]),
    ).rejects.toThrow(/articles_sold_only_plus/);
  });
});
