import { absolutizeJsonLd, documentTitle, headTags, type HeadTag } from './headTags';

const origin = 'https://rb.example.test';
const base = {
  title: 'Lokales',
  description: 'Nachrichten aus Rheinau.',
  siteName: 'Rheinauer Bote',
  origin,
};
/** The attributes of the first tag whose attribute `key` is `value`. */
const find = (tags: HeadTag[], key: string, value: string): Record<string, string> | undefined =>
  tags.map((t) => t.attrs as Record<string, string>).find((attrs) => attrs[key] === value);

describe('headTags', () => {
  it('makes canonical, og:url and og:image absolute and picks the large Twitter card with an image', () => {
    const tags = headTags({
      ...base,
      path: '/4711',
      head: { canonicalPath: '/neue-bruecke-4711', ogType: 'article', ogImage: '/img/sig/a.webp' },
    });
    expect(find(tags, 'rel', 'canonical')).toEqual({
      rel: 'canonical',
      href: `${origin}/neue-bruecke-4711`,
    });
    expect(find(tags, 'property', 'og:url')?.content).toBe(`${origin}/neue-bruecke-4711`);
    expect(find(tags, 'property', 'og:image')?.content).toBe(`${origin}/img/sig/a.webp`);
    expect(find(tags, 'property', 'og:title')?.content).toBe('Lokales | Rheinauer Bote');
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    // X takes title, description and image from the Open Graph tags: no second copy of them
    for (const name of ['twitter:title', 'twitter:description', 'twitter:image'])
      expect(find(tags, 'name', name)).toBeUndefined();
    expect(find(tags, 'name', 'description')?.content).toBe('Nachrichten aus Rheinau.');
  });

  it('falls back to the request path and a small card; no robots, feed or JSON-LD without page head', () => {
    const tags = headTags({ ...base, path: '/lokales' });
    expect(find(tags, 'rel', 'canonical')?.href).toBe(`${origin}/lokales`);
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary');
    expect(find(tags, 'property', 'og:image')).toBeUndefined();
    expect(tags.map((t) => t.tag)).not.toContain('script');
    expect(find(tags, 'name', 'robots')).toBeUndefined();
    expect(find(tags, 'rel', 'alternate')).toBeUndefined();
  });

  it('links the RSS feed and renders absolute JSON-LD', () => {
    const tags = headTags({
      ...base,
      path: '/lokales',
      head: {
        canonicalPath: '/lokales',
        ogType: 'website',
        robots: 'noindex',
        feed: { title: 'Rheinauer Bote – Lokales', path: '/lokales/rss.xml' },
        jsonLd: { '@type': 'NewsArticle', mainEntityOfPage: '/a-1', headline: '/kein/pfad' },
      },
    });
    expect(find(tags, 'rel', 'alternate')).toEqual({
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Rheinauer Bote – Lokales',
      href: `${origin}/lokales/rss.xml`,
    });
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex');
    const script = tags.find((t) => t.tag === 'script');
    expect(script && 'json' in script ? script.json : null).toEqual({
      '@type': 'NewsArticle',
      mainEntityOfPage: `${origin}/a-1`,
      headline: '/kein/pfad',
    });
  });
});

describe('documentTitle', () => {
  it('adds the brand unless the page is titled like the brand', () => {
    expect(documentTitle('Sport', 'Rheinauer Bote')).toBe('Sport | Rheinauer Bote');
    expect(documentTitle('Rheinauer Bote', 'Rheinauer Bote')).toBe('Rheinauer Bote');
    expect(documentTitle('Sport', '')).toBe('Sport');
  });
});

describe('absolutizeJsonLd', () => {
  it('leaves protocol-relative and absolute URLs alone', () => {
    expect(absolutizeJsonLd({ url: '//cdn.test/x', logo: 'https://a.test/l.png' }, 'https://o.test')).toEqual(
      { url: '//cdn.test/x', logo: 'https://a.test/l.png' },
    );
  });
  it('makes URL-valued paths absolute at any depth, also in lists', () => {
    expect(
      absolutizeJsonLd(
        { author: [{ url: '/autor/a-1', name: '/x' }], image: ['/img/a.webp'] },
        'https://o.test',
      ),
    ).toEqual({
      author: [{ url: 'https://o.test/autor/a-1', name: '/x' }],
      image: ['https://o.test/img/a.webp'],
    });
  });
});
