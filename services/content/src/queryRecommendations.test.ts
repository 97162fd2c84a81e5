import { articlePageSchema } from '@news/contracts/contentPages';
import { RECOMMENDATION_COUNT, recommendationsSchema } from '@news/contracts/recommendations';
import type { Db } from '@news/db/createDb';
import type express from 'express';
import request from 'supertest';
import { bodyTexts } from './bodyTexts';
import { createTestContentApp } from './createTestContentApp';
import { seedArticles } from './seed/seedArticles';

let db: Db;
let app: express.Express;

beforeAll(async () => {
  ({ db, app } = await createTestContentApp());
}, 60_000);
afterAll(async () => {
  await db.close();
});

const recommendations = (id: number, mandator: string, query = '') =>
  request(app).get(`/content/v5/articles/${id}/recommendations${query}`).set('x-mandator', mandator);

/** An article's topics: its tags and its main tag. */
const topicsOf = (teaser: { tags: readonly number[]; maintag: number }) => [
  ...new Set([...teaser.tags, teaser.maintag]),
];

/** The published article of the brand that shares a topic with the most others (a stable choice over the seed). */
async function mostTagged(mandator: string): Promise<{ id: number; tags: number[] }> {
  const { rows } = await db.query<{ id: number; tags: number[] }>(
    `with topics as (select article_id as id, tag_id as tag from content.article_tags
       union select id, maintag from content.articles),
     published as (select id from content.articles where mandator = $1 and publish_date <= now())
     select mine.id, (select array_agg(tag) from topics where id = mine.id) as tags
     from topics mine join topics theirs on theirs.tag = mine.tag and theirs.id <> mine.id
     where mine.id in (select id from published) and theirs.id in (select id from published)
     group by mine.id order by count(distinct theirs.id) desc, mine.id limit 1`,
    [mandator],
  );
  return rows[0]!;
}

const shared = (tags: readonly number[], other: readonly number[]) =>
  other.filter((tag) => tags.includes(tag)).length;

describe('GET /content/v5/articles/:id/recommendations', () => {
  it("recommends the brand's other articles sharing tags, most shared tags first, newer first among equals", async () => {
    const article = await mostTagged('rb');
    const res = await recommendations(article.id, 'rb').expect(200);
    const { ranking, teasers } = recommendationsSchema.parse(res.body);
    expect(ranking).toBe('topics');
    expect(teasers.length).toBeGreaterThan(0);
    expect(teasers.length).toBeLessThanOrEqual(RECOMMENDATION_COUNT);
    expect(teasers.map((t) => t.documentId)).not.toContain(article.id);
    const counts = teasers.map((t) => shared(article.tags, topicsOf(t)));
    expect(counts.every((count) => count > 0)).toBe(true);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    for (let i = 1; i < teasers.length; i++) {
      if (counts[i] === counts[i - 1])
        expect(Date.parse(teasers[i]!.publishDate)).toBeLessThanOrEqual(
          Date.parse(teasers[i - 1]!.publishDate),
        );
    }
    const { rows } = await db.query<{ mandator: string }>(
      'select distinct mandator from content.articles where id = any($1::int[])',
      [teasers.map((t) => t.documentId)],
    );
    expect(rows).toEqual([{ mandator: 'rb' }]);
  });

  it('ranks by recency only with ranking=recency', async () => {
    const article = await mostTagged('rb');
    const res = await recommendations(article.id, 'rb', '?ranking=recency').expect(200);
    const { ranking, teasers } = recommendationsSchema.parse(res.body);
    expect(ranking).toBe('recency');
    const dates = teasers.map((t) => Date.parse(t.publishDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(teasers.every((t) => shared(article.tags, topicsOf(t)) > 0)).toBe(true);
    // the newest article sharing a tag leads, however many tags it shares
    const { rows } = await db.query<{ id: number }>(
      `select a.id from content.articles a where a.mandator = 'rb' and a.publish_date <= now() and a.id <> $1
         and (a.maintag = any($2::int[]) or exists (select 1 from content.article_tags t
           where t.article_id = a.id and t.tag_id = any($2::int[])))
       order by a.publish_date desc, a.id desc limit 1`,
      [article.id, article.tags],
    );
    expect(teasers[0]?.documentId).toBe(rows[0]?.id);
  });

  it('shows a plus article as a teaser with its restriction, never its body', async () => {
    const { rows } = await db.query<{ id: number }>(
      `select distinct mine.article_id as id from content.article_tags mine
       join content.article_tags theirs on theirs.tag_id = mine.tag_id and theirs.article_id <> mine.article_id
       join content.articles p on p.id = theirs.article_id and p.content_restriction = 'plus'
       join content.articles a on a.id = mine.article_id and a.mandator = 'rb'
       where p.mandator = 'rb' order by 1`,
    );
    const plusBodies = (seedArticles.rb ?? [])
      .filter((a) => a.restriction === 'plus')
      .flatMap((a) => bodyTexts(a.body));
    let plusSeen = false;
    for (const { id } of rows.slice(0, 12)) {
      const res = await recommendations(id, 'rb', '?ranking=recency').expect(200);
      const json = JSON.stringify(res.body);
      for (const text of plusBodies) expect(json).not.toContain(text);
      plusSeen ||= recommendationsSchema.parse(res.body).teasers.some((t) => t.contentRestriction === 'plus');
    }
    expect(plusSeen).toBe(true);
  });

  it("answers 404 for another brand's article, 400 for a malformed id or ranking", async () => {
    const la = await mostTagged('la');
    const res = await recommendations(la.id, 'rb').expect(404);
    expect(res.body).toMatchObject({ status: 404, message: 'page_not_found' });
    const own = await request(app).get(`/content/v5/articles/${la.id}`).set('x-mandator', 'la').expect(200);
    expect(articlePageSchema.parse(own.body).id).toBe(la.id);
    await request(app).get('/content/v5/articles/abc/recommendations').set('x-mandator', 'rb').expect(400);
    const ranking = await recommendations(la.id, 'la', '?ranking=popular').expect(400);
    expect(ranking.body).toMatchObject({ status: 400, message: 'invalid_ranking' });
  });
});
