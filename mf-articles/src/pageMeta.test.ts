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
    const notFound = pageMeta({ kind: 'not-found', path: '/x', message: 'Page not found: /x' });
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
});
