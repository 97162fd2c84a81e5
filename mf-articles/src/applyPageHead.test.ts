/**
 * @jest-environment jsdom
 */
import { applyPageHead } from './applyPageHead';
import { pageMeta } from './pageMeta';
import { articleFixture } from './testing/fixtures';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

beforeEach(() => {
  // The head as the gateway renders it for the home page.
  document.head.innerHTML =
    '<meta charset="utf-8"><title>Rheinauer Bote</title>' +
    '<meta name="description" content="Nachrichten" data-page-head>' +
    '<link rel="canonical" href="http://localhost/" data-page-head>' +
    '<meta property="og:title" content="Rheinauer Bote" data-page-head>' +
    '<link rel="alternate" type="application/rss+xml" title="Rheinauer Bote" href="http://localhost/rss.xml" data-page-head>' +
    '<link rel="stylesheet" href="/remotes/shell/main.css">';
});

describe('applyPageHead', () => {
  it('replaces the head of the previous page by the article: canonical, OG, Twitter and JSON-LD', () => {
    const plus = { ...articleFixture, contentRestriction: 'plus' as const, isPaywalled: true };
    applyPageHead(
      document,
      pageMeta({ kind: 'article', path: '/4711', article: plus }, 'Rheinauer Bote'),
      '/4711',
      'Rheinauer Bote',
    );

    expect(document.title).toBe('Neue Brücke über die Rheinau freigegeben | Rheinauer Bote');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/neue-bruecke-ueber-die-rheinau-freigegeben-4711',
    );
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe(articleFixture.seo.description);
    expect(content('meta[property="og:title"]')).toBe(
      'Neue Brücke über die Rheinau freigegeben | Rheinauer Bote',
    );
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[property="og:image"]')).toMatch(
      /^http:\/\/localhost\/img\/.+\/article\/1280\.webp\//,
    );
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();

    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const jsonLd = JSON.parse(scripts[0]?.textContent ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'NewsArticle',
      headline: articleFixture.title,
      isAccessibleForFree: false,
      hasPart: { cssSelector: '.ar-paywalled' },
      mainEntityOfPage: 'http://localhost/neue-bruecke-ueber-die-rheinau-freigegeben-4711',
    });
    // Tags that are not the page's stay.
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });

  it('takes the JSON-LD away again on a page without one and adds its feed', () => {
    applyPageHead(document, pageMeta({ kind: 'article', path: '/4711', article: articleFixture }), '/4711');
    applyPageHead(
      document,
      pageMeta({
        kind: 'home',
        path: '/',
        home: { type: 'home', title: 'Rheinauer Bote', description: 'Nachrichten', sections: [] },
      }),
      '/',
      'Rheinauer Bote',
    );
    expect(document.title).toBe('Rheinauer Bote');
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(
      document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href'),
    ).toBe('http://localhost/rss.xml');
    expect(content('meta[property="og:type"]')).toBe('website');
  });
});
