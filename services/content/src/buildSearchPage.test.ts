import { articleSearchResultSchema, searchPageSchema } from '@news/contracts/contentPages';
import type { Db } from '@news/db/createDb';
import type express from 'express';
import request from 'supertest';
import { createTestContentApp } from './createTestContentApp';
import { insertArticles, type ArticleInsert } from './seed/insertArticles';

describe('search', () => {
  let db: Db;
  let app: express.Express;

  /** A fixture article of mandator rb in channel 'panorama'. */
  const fixture = async (slug: string, fields: Partial<ArticleInsert>, hoursAgo: number): Promise<number> => {
    const channel = await db.query<{ id: number }>(
      "select id from content.channels where mandator = 'rb' and path = 'panorama'",
    );
    await db.transaction((tx) =>
      insertArticles(tx, [
        {
          mandator: 'rb',
          slug,
          title: 'Ein Tag am Fluss',
          teaserText: 'Spaziergang am Ufer.',
          lead: 'Ein ruhiger Tag.',
          body: [{ type: 'paragraph', text: 'Nichts Besonderes geschah.' }],
          contentRestriction: 'free',
          soldWithCredits: false,
          isOpinion: false,
          isPodcast: false,
          isVideoArticle: false,
          maintag: 83,
          channelId: channel.rows[0]!.id,
          publishDate: new Date(Date.now() - hoursAgo * 3_600_000),
          authorIds: [7],
          tagIds: [83],
          ...fields,
        },
      ]),
    );
    return (
      await db.query<{ id: number }>("select id from content.articles where slug = $1 and mandator = 'rb'", [
        slug,
      ])
    ).rows[0]!.id;
  };

  beforeAll(async () => {
    ({ db, app } = await createTestContentApp());
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  const search = async (q: string, mandator = 'rb', page?: number) => {
    const res = await request(app)
      .get('/content/v5/search')
      .query(page === undefined ? { q } : { q, page })
      .set('x-mandator', mandator)
      .expect(200);
    return searchPageSchema.parse(res.body);
  };
  const titles = (page: { teasers: { title: string }[] }) => page.teasers.map((t) => t.title);

  it('finds "Haus" for "Häuser" and "Häuser" for "Haus" (German stemming)', async () => {
    // la: "Kaufhaus Behrendt …" mentions "des Hauses" and "dem Haus"; "Neue Häuser am Sonnenhang" the plural.
    expect(titles(await search('Häuser', 'la'))).toContain(
      'Kaufhaus Behrendt schließt nach 92 Jahren – ein Rückblick',
    );
    expect(titles(await search('Haus', 'la'))).toContain(
      'Neue Häuser am Sonnenhang: Baugebiet stößt auf Widerstand',
    );
    expect(titles(await search('Häusern', 'rb'))).toContain(
      'Neubaugebiet Lindenhof-Süd: 140 Häuser sollen bis 2028 entstehen',
    );
    expect((await search('Quantenkryptographie')).pagination.total).toBe(0);
  });

  it('ranks a title hit first, then newer before older among equal matches', async () => {
    const bodyHit = await fixture(
      'zwiebelturm-im-text',
      {
        title: 'Sanierung am Kirchberg beginnt',
        body: [
          {
            type: 'paragraph',
            text: 'Der Zwiebelturm der Kapelle wird eingerüstet. Der Zwiebelturm ist alt.',
          },
        ],
      },
      1,
    );
    const titleHit = await fixture(
      'zwiebelturm-im-titel',
      { title: 'Der Zwiebelturm bekommt neue Glocken' },
      48,
    );
    const older = await fixture(
      'glockenspiel-alt',
      { body: [{ type: 'paragraph', text: 'Das Glockenspiel erklingt.' }] },
      30,
    );
    const newer = await fixture(
      'glockenspiel-neu',
      { body: [{ type: 'paragraph', text: 'Das Glockenspiel erklingt.' }] },
      3,
    );
    const zwiebel = await search('Zwiebeltürme');
    expect(zwiebel.teasers.map((t) => t.documentId)).toEqual([titleHit, bodyHit]);
    const glocken = await search('Glockenspiel');
    expect(glocken.teasers.map((t) => t.documentId)).toEqual([newer, older]);
  });

  it('supports web search syntax', async () => {
    expect(titles(await search('Zwiebelturm -Glocken'))).toEqual(['Sanierung am Kirchberg beginnt']);
    expect((await search('"Zwiebelturm bekommt"')).teasers).toHaveLength(1);
    expect((await search('Zwiebelturm OR Glockenspiel')).pagination.total).toBe(4);
  });

  it('paginates by 20', async () => {
    for (let i = 0; i < 23; i++)
      await fixture(`kuerbisfest-${i}`, { title: `Kürbisfest Nummer ${i}` }, 100 + i);
    const first = await search('Kürbisfest');
    expect(first.pagination).toEqual({ page: 1, pageSize: 20, total: 23, totalPages: 2 });
    expect(first.totalCapped).toBe(false);
    expect(first.teasers).toHaveLength(20);
    const second = await search('Kürbisfeste', 'rb', 2);
    expect(second.teasers).toHaveLength(3);
    expect(second.teasers[2]?.title).toBe('Kürbisfest Nummer 22');
    const beyond = await request(app)
      .get('/content/v5/search?q=K%C3%BCrbisfest&page=3')
      .set('x-mandator', 'rb');
    expect(beyond.status).toBe(404);
    expect(beyond.body).toEqual({ status: 404, message: 'page_not_found', path: 'search' });
    // Other brands do not see them.
    expect((await search('Kürbisfest', 'la')).pagination.total).toBe(0);
  });

  it('ranks only the newest 200 matches and says that more match, without counting them all', async () => {
    const channelId = (
      await db.query<{ id: number }>(
        "select id from content.channels where mandator = 'rb' and path = 'panorama'",
      )
    ).rows[0]!.id;
    const article = (i: number, title: string): ArticleInsert => ({
      mandator: 'rb',
      slug: `maronen-${i}`,
      title,
      teaserText: 'Herbst in der Altstadt.',
      lead: 'Der Duft zieht durch die Gassen.',
      body: [{ type: 'paragraph', text: 'Auf dem Maronenmarkt gibt es heiße Esskastanien.' }],
      contentRestriction: 'free',
      soldWithCredits: false,
      isOpinion: false,
      isPodcast: false,
      isVideoArticle: false,
      maintag: 83,
      channelId,
      publishDate: new Date(Date.now() - (10 + i) * 3_600_000),
      authorIds: [7],
      tagIds: [83],
    });
    const rows = Array.from({ length: 230 }, (_, i) => article(i, `Herbstbummel ${i}`));
    // A title hit among the newest matches ranks first; one beyond the newest 201 is not ranked at all.
    rows[120] = article(120, 'Maronenmarkt eröffnet');
    rows[229] = article(229, 'Maronenmarkt vor zehn Jahren');
    await db.transaction((tx) => insertArticles(tx, rows, 100));

    const first = await search('Maronenmarkt');
    expect(first.pagination).toEqual({ page: 1, pageSize: 20, total: 200, totalPages: 10 });
    expect(first.totalCapped).toBe(true);
    expect(titles(first)[0]).toBe('Maronenmarkt eröffnet');
    expect(titles(first)[1]).toBe('Herbstbummel 0');
    const last = await search('Maronenmarkt', 'rb', 10);
    expect(last.teasers).toHaveLength(20);
    expect(titles(last)).not.toContain('Maronenmarkt vor zehn Jahren');
    const beyond = await request(app)
      .get('/content/v5/search?q=Maronenmarkt&page=11')
      .set('x-mandator', 'rb');
    expect(beyond.status).toBe(404);
    const similar = await request(app)
      .get('/content/v5/articles/search?searchTerms=Maronenmarkt&limit=20&offset=195')
      .set('x-mandator', 'rb')
      .expect(200);
    expect(articleSearchResultSchema.parse(similar.body)).toMatchObject({ total: 200 });
    expect(similar.body.teasers).toHaveLength(5);
  });

  it('finds a plus article by its teaser, never by words of its paid body', async () => {
    await fixture(
      'bezahltext-im-index',
      {
        title: 'Was der Gemeinderat beschloss',
        teaserText: 'Die Sitzung im Überblick.',
        lead: 'Viele Punkte standen an.',
        body: [{ type: 'paragraph', text: 'Geheimnisvolle Zauberkastanien im Stadtpark.' }],
        contentRestriction: 'plus',
      },
      1,
    );
    await fixture(
      'freitext-im-index',
      {
        title: 'Ein freier Bericht',
        body: [{ type: 'paragraph', text: 'Auch hier stehen Zauberkastanien.' }],
      },
      1,
    );
    expect(titles(await search('Gemeinderat beschloss'))).toContain('Was der Gemeinderat beschloss');
    const paidWord = await search('Zauberkastanien');
    expect(titles(paidWord)).toContain('Ein freier Bericht');
    expect(titles(paidWord)).not.toContain('Was der Gemeinderat beschloss');
  });

  it.each([
    ['', 'empty_query'],
    ['   ', 'empty_query'],
    ['x'.repeat(201), 'query_too_long'],
    [`${'ä'.repeat(201)}`, 'query_too_long'],
  ])('rejects q=%p with 400 %s', async (q, message) => {
    const res = await request(app).get('/content/v5/search').query({ q }).set('x-mandator', 'rb').expect(400);
    expect(res.body).toEqual({ status: 400, message });
  });

  it('rejects a missing or repeated q and accepts 200 characters', async () => {
    const missing = await request(app).get('/content/v5/search').set('x-mandator', 'rb').expect(400);
    expect(missing.body).toEqual({ status: 400, message: 'empty_query' });
    const repeated = await request(app).get('/content/v5/search?q=a&q=b').set('x-mandator', 'rb').expect(400);
    expect(repeated.body).toEqual({ status: 400, message: 'invalid_query' });
    await request(app)
      .get('/content/v5/search')
      .query({ q: `Rhein ${'y'.repeat(194)}` })
      .set('x-mandator', 'rb')
      .expect(200);
    // Only stop words: a valid query that matches nothing.
    expect((await search('und der die')).pagination.total).toBe(0);
  });

  describe('articles/search (similar articles)', () => {
    const similar = (query: string, status = 200) =>
      request(app).get(`/content/v5/articles/search?${query}`).set('x-mandator', 'rb').expect(status);

    it('requires every term and limits the answer', async () => {
      const both = articleSearchResultSchema.parse((await similar('searchTerms=Zwiebelturm;Glocken')).body);
      expect(both.teasers.map((t) => t.title)).toEqual(['Der Zwiebelturm bekommt neue Glocken']);
      expect(both.total).toBe(1);
      const kuerbis = articleSearchResultSchema.parse(
        (await similar('searchTerms=K%C3%BCrbisfest&limit=5')).body,
      );
      expect(kuerbis.teasers).toHaveLength(5);
      expect(kuerbis.total).toBe(23);
      const defaults = articleSearchResultSchema.parse((await similar('searchTerms=K%C3%BCrbisfest')).body);
      expect(defaults.teasers).toHaveLength(3);
      const offset = articleSearchResultSchema.parse(
        (await similar('offset=20&limit=20&searchTerms=K%C3%BCrbisfest;;')).body,
      );
      expect(offset.teasers).toHaveLength(3);
      expect(offset.teasers.map((t) => t.documentId)).not.toContain(kuerbis.teasers[0]?.documentId);
    });

    it.each([
      ['searchTerms=', 'empty_query'],
      ['searchTerms=;%20;', 'empty_query'],
      ['offset=0&limit=3', 'empty_query'],
      ['limit=21&searchTerms=a', 'invalid_limit'],
      ['limit=0&searchTerms=a', 'invalid_limit'],
      ['limit=x&searchTerms=a', 'invalid_limit'],
      ['offset=-1&searchTerms=a', 'invalid_offset'],
      ['offset=10001&searchTerms=a', 'invalid_offset'],
      [`searchTerms=${'a'.repeat(201)}`, 'query_too_long'],
      [`searchTerms=${'a;'.repeat(11)}`, 'query_too_long'],
    ])('rejects %s with 400 %s', async (query, message) => {
      const res = await similar(query, 400);
      expect(res.body).toEqual({ status: 400, message });
    });
  });
});
