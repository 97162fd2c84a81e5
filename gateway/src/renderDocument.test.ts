import { mandators } from '@news/config/mandators';
import { absolutizeJsonLd, documentHead, type DocumentParts } from './renderDocument';

const mandator = mandators.rb;
const parts = (over: Partial<DocumentParts> = {}): DocumentParts => ({
  mandator,
  site: null,
  title: 'Neue Brücke freigegeben',
  description: 'Nach zwei Jahren rollt der Verkehr.',
  canonicalUrl: 'https://rb.example.test/neue-bruecke-4711?utm=x',
  origin: 'https://rb.example.test',
  layout: 'default',
  showProgressBar: true,
  showUtilityBar: false,
  shellAssets: { js: ['/remotes/shell/main.1.js'], css: [] },
  remoteAssets: { css: [], preload: [] },
  state: { mandator: 'rb', brandName: mandator.name, registry: {}, consentManagement: true },
  ...over,
});

describe('document head', () => {
  it('renders canonical, Open Graph, robots and JSON-LD of the page with absolute URLs', () => {
    const html = documentHead(
      parts({
        head: {
          canonicalPath: '/neue-bruecke-4711',
          ogType: 'article',
          ogImage: '/img/sig/article/1280.webp/seed/a.jpg',
          robots: 'noindex',
          jsonLd: {
            '@type': 'NewsArticle',
            headline: '/kein/pfad',
            image: ['/img/sig/x.jpg'],
            isAccessibleForFree: false,
          },
        },
      }),
    );
    expect(html).toContain('<link rel="canonical" href="https://rb.example.test/neue-bruecke-4711">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(
      '<meta property="og:image" content="https://rb.example.test/img/sig/article/1280.webp/seed/a.jpg">',
    );
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('"image":["https://rb.example.test/img/sig/x.jpg"]');
    expect(html).toContain('"headline":"/kein/pfad"');
    expect(html).toContain('"isAccessibleForFree":false');
  });

  it('falls back to the request path as canonical and a website type without page head', () => {
    const html = documentHead(parts());
    expect(html).toContain('<link rel="canonical" href="https://rb.example.test/neue-bruecke-4711">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).not.toContain('robots');
    expect(html).not.toContain('ld+json');
  });

  it('sets the brand tokens including the text colour on the accent', () => {
    expect(documentHead(parts())).toContain(`--color-accent-contrast:${mandator.colors.accentContrast}`);
  });
});

describe('absolutizeJsonLd', () => {
  it('leaves protocol-relative and absolute URLs alone', () => {
    expect(absolutizeJsonLd({ url: '//cdn.test/x', logo: 'https://a.test/l.png' }, 'https://o.test')).toEqual(
      {
        url: '//cdn.test/x',
        logo: 'https://a.test/l.png',
      },
    );
  });
});
