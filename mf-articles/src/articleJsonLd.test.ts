import { articleJsonLd } from './articleJsonLd';
import { articleFixture, paywalledArticleFixture } from './testing/fixtures';

describe('articleJsonLd', () => {
  it('describes a free article as a NewsArticle with authors, dates, image and the brand as publisher', () => {
    expect(articleJsonLd(articleFixture, 'Rheinauer Bote')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Neue Brücke über die Rheinau freigegeben',
      description: 'Nach zwei Jahren Bauzeit rollt der Verkehr.',
      datePublished: '2026-11-20T08:00:00.000Z',
      dateModified: '2026-11-20T10:30:00.000Z',
      mainEntityOfPage: '/neue-bruecke-ueber-die-rheinau-freigegeben-4711',
      author: [
        { '@type': 'Person', name: 'Miriam Klee', url: '/autor/miriam-klee-1' },
        { '@type': 'Person', name: 'Jonas Hartwig', url: '/autor/jonas-hartwig-2' },
      ],
      image: ['/img/vThOOWnggCsScTLMIKHx1O/article/1280.webp/seed/lokales-2.jpg'],
      publisher: { '@type': 'Organization', name: 'Rheinauer Bote' },
      isAccessibleForFree: true,
    });
  });

  it('marks a paywalled article as not free and names the paywalled section', () => {
    const ld = articleJsonLd(paywalledArticleFixture, 'Rheinauer Bote');
    expect(ld.isAccessibleForFree).toBe(false);
    expect(ld.hasPart).toEqual({
      '@type': 'WebPageElement',
      isAccessibleForFree: false,
      cssSelector: '.ar-paywalled',
    });
  });

  it('falls back to the publish date and leaves out publisher and image when unknown', () => {
    const { updatedDate: _u, img: _i, ...bare } = articleFixture;
    const ld = articleJsonLd(bare);
    expect(ld.dateModified).toBe('2026-11-20T08:00:00.000Z');
    expect(ld).not.toHaveProperty('publisher');
    expect(ld).not.toHaveProperty('image');
  });
});
