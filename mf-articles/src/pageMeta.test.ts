import { pageMeta } from './pageMeta';
import { articleFixture } from './testing/fixtures';

describe('pageMeta', () => {
  it('gives an article its canonical path, og type, share image and JSON-LD', () => {
    const meta = pageMeta({ kind: 'article', path: '/4711', article: articleFixture }, 'Rheinauer Bote');
    expect(meta.title).toBe('Neue Brücke über die Rheinau freigegeben');
    expect(meta.status).toBe(200);
    expect(meta.head).toMatchObject({
      canonicalPath: '/neue-bruecke-ueber-die-rheinau-freigegeben-4711',
      ogType: 'article',
      ogImage: '/img/vThOOWnggCsScTLMIKHx1O/article/1280.webp/seed/lokales-2.jpg',
    });
    expect(meta.head.jsonLd).toMatchObject({ '@type': 'NewsArticle', publisher: { name: 'Rheinauer Bote' } });
    expect(meta.head.robots).toBeUndefined();
  });

  it('keeps search and error pages out of the index', () => {
    expect(pageMeta({ kind: 'search', path: '/suche', query: 'Haus' }).head.robots).toBe('noindex');
    const notFound = pageMeta({ kind: 'not-found', path: '/x', message: 'Seite nicht gefunden: /x' });
    expect(notFound.status).toBe(404);
    expect(notFound.head).toEqual({ canonicalPath: '/x', ogType: 'website', robots: 'noindex' });
  });

  it('answers an over-long search with 400 and numbers later pages in the title', () => {
    expect(pageMeta({ kind: 'search', path: '/suche', query: 'x', error: 'zu lang' }).status).toBe(400);
    const headlines = pageMeta({
      kind: 'headlines',
      path: '/schlagzeilen/2',
      listPath: '/schlagzeilen',
      headlines: {
        type: 'headlines',
        headlines: [],
        pagination: { page: 2, pageSize: 20, total: 30, totalPages: 2 },
      },
    });
    expect(headlines.title).toBe('Schlagzeilen – Seite 2');
    expect(headlines.head).toEqual({ canonicalPath: '/schlagzeilen/2', ogType: 'website' });
  });

  const pagination = (page: number) => ({ page, pageSize: 20, total: 60, totalPages: 3 });

  it('gives /tag/{slug}-{id} the canonical /themen/{id}, also on later pages', () => {
    const topic = (path: string, page: number) =>
      pageMeta({
        kind: 'topic',
        path,
        listPath: path,
        topic: {
          type: 'topic',
          id: 5,
          label: 'Verkehr',
          description: '',
          path: '/themen/5',
          teasers: [],
          pagination: pagination(page),
        },
      }).head.canonicalPath;
    expect(topic('/tag/verkehr-5', 1)).toBe('/themen/5');
    expect(topic('/tag/verkehr-5/2', 2)).toBe('/themen/5/2');
    expect(topic('/themen/5', 1)).toBe('/themen/5');
  });

  it('gives every page of a list its own description', () => {
    const channel = (page: number) =>
      pageMeta(
        {
          kind: 'channel',
          path: page > 1 ? `/lokales/${page}` : '/lokales',
          listPath: '/lokales',
          channel: {
            type: 'channel',
            path: '/lokales',
            title: 'Lokales',
            description: 'Nachrichten aus Rheinau.',
            breadcrumb: [],
            subChannels: [],
            teasers: [],
            pagination: pagination(page),
          },
        },
        'Rheinauer Bote',
      );
    const descriptions = [1, 2, 3].map((page) => channel(page).description);
    expect(descriptions[0]).toBe('Nachrichten aus Rheinau.');
    expect(descriptions[1]).toBe('Nachrichten aus Rheinau. Seite 2.');
    expect(new Set(descriptions).size).toBe(3);
    expect(channel(2).head.feed).toEqual({ title: 'Rheinauer Bote – Lokales', path: '/lokales/rss.xml' });
  });

  it('links the home feed and describes a document by its first paragraph', () => {
    const home = pageMeta({
      kind: 'home',
      path: '/',
      home: { type: 'home', title: 'Rheinauer Bote', description: 'Nachrichten', sections: [] },
    });
    expect(home.head.feed).toEqual({ title: 'Rheinauer Bote', path: '/rss.xml' });
    const document = pageMeta({
      kind: 'document',
      path: '/impressum',
      document: {
        type: 'document',
        key: 'impressum',
        title: 'Impressum',
        updatedDate: '2026-01-01',
        contentItems: [{ type: 'paragraph', text: 'Rheinauer Bote Verlag GmbH, Marktplatz 1, Rheinau.' }],
      },
    });
    expect(document.description).toBe('Rheinauer Bote Verlag GmbH, Marktplatz 1, Rheinau.');
  });
});
