import type { ArticleTeaser } from '@news/contracts/content';
import { checkWellFormedXml } from './testing/checkWellFormedXml';
import { newestUnique, renderRss } from './renderRss';
import { renderNewsSitemap, renderRobotsTxt, renderSitemapIndex, renderUrlset } from './renderSitemaps';
import { escapeXml, rfc822Date, w3cDate } from './xml';

const teaser = (
  documentId: number,
  publishDate: string,
  over: Partial<ArticleTeaser> = {},
): ArticleTeaser => ({
  documentId,
  title: `Artikel ${documentId}`,
  targetPathOrUrl: `/artikel-${documentId}`,
  teaserTextHtml: `<p>Text ${documentId}</p>`,
  isSoldContent: false,
  isOpinion: false,
  isPodcast: false,
  isVideoArticle: false,
  contentRestriction: 'free',
  tags: [],
  maintag: 1,
  authors: [],
  publishDate,
  ...over,
});

describe('escapeXml', () => {
  it('escapes the five special characters', () => {
    expect(escapeXml(`Tom & Jerry <b> "x" 'y'`)).toBe(
      'Tom &amp; Jerry &lt;b&gt; &quot;x&quot; &apos;y&apos;',
    );
  });

  it('drops characters XML 1.0 forbids and keeps valid astral characters', () => {
    expect(escapeXml('a\u0000b\u0008c\u001Fd\uFFFEe\uD800f')).toBe('abcdef');
    expect(escapeXml('tab\tnl\n😀')).toBe('tab\tnl\n😀');
  });
});

describe('dates', () => {
  it('formats RFC 822 and W3C dates and rejects garbage', () => {
    expect(rfc822Date('2024-03-05T08:09:10Z')).toBe('Tue, 05 Mar 2024 08:09:10 GMT');
    expect(rfc822Date('kein Datum')).toBeUndefined();
    expect(w3cDate('2024-03-05T08:09:10.123Z')).toBe('2024-03-05T08:09:10Z');
    expect(w3cDate('')).toBeUndefined();
  });
});

describe('checkWellFormedXml', () => {
  it('accepts a well-formed document', () => {
    expect(
      checkWellFormedXml(
        `<?xml version="1.0"?>\n<a x="1 &amp; 2"><b/><c>&lt;&#38;&#x26;</c><![CDATA[ & < ]]><!-- & --></a>\n`,
      ),
    ).toBeNull();
  });

  it.each([
    ['<a>Tom & Jerry</a>', 'unescaped "&"'],
    ['<a><b></a></b>', 'closes'],
    ['<a x="<">1</a>', '"<" in attribute'],
    ['<a x="1" x="2"/>', 'duplicate attribute'],
    ['<a>', 'unclosed'],
    ['<a/><b/>', 'second root'],
    ['<a x=1/>', 'malformed'],
    ['text', 'text outside'],
    ['<?xml version="1.0"?>\n', 'no root'],
    ['<a>&nbsp;</a>', 'unescaped "&"'],
  ])('rejects %s', (xml, problem) => {
    expect(checkWellFormedXml(xml)).toContain(problem);
  });
});

describe('renderers', () => {
  it('robots.txt allows all, disallows private areas and lists both sitemaps', () => {
    const robots = renderRobotsTxt('https://www.example.de');
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const p of ['/__mein-portal/', '/account', '/api/', '/order/', '/suche'])
      expect(robots).toContain(`\nDisallow: ${p}\n`);
    expect(robots).toContain('\nSitemap: https://www.example.de/sitemap.xml\n');
    expect(robots).toContain('\nSitemap: https://www.example.de/sitemaps/news.xml\n');
  });

  it('sitemaps escape URLs and titles and stay well-formed', () => {
    const index = renderSitemapIndex(['https://x.de/a?b=1&c=2']);
    expect(index).toContain('<loc>https://x.de/a?b=1&amp;c=2</loc>');
    expect(checkWellFormedXml(index)).toBeNull();

    const urlset = renderUrlset([
      { loc: 'https://x.de/a', lastmod: '2024-01-02T03:04:05Z' },
      { loc: 'https://x.de/b', lastmod: 'kaputt' },
      { loc: 'https://x.de/c' },
    ]);
    expect(urlset).toContain('<url><loc>https://x.de/a</loc><lastmod>2024-01-02T03:04:05Z</lastmod></url>');
    expect(urlset).toContain('<url><loc>https://x.de/b</loc></url>');
    expect(checkWellFormedXml(urlset)).toBeNull();

    const news = renderNewsSitemap('Bote & Co', 'de', [
      { loc: 'https://x.de/a-1', title: 'Rock & Pop <live>', publishDate: '2024-01-02T03:04:05Z' },
    ]);
    expect(news).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(news).toContain('<news:name>Bote &amp; Co</news:name>');
    expect(news).toContain('<news:title>Rock &amp; Pop &lt;live&gt;</news:title>');
    expect(news).toContain('<news:publication_date>2024-01-02T03:04:05Z</news:publication_date>');
    expect(checkWellFormedXml(news)).toBeNull();
  });

  it('RSS escapes every text, also HTML teaser text and the self link, and names the authors', () => {
    const rss = renderRss({
      title: 'Bote – A & B',
      link: 'https://x.de/a',
      selfUrl: 'https://x.de/a/rss.xml?x=1&y=2',
      description: 'Alles über <A> & "B"',
      origin: 'https://x.de',
      items: [
        teaser(7, '2024-03-05T08:09:10Z', {
          titlePrefix: 'Eil & Neu',
          title: 'Rock & Pop',
          teaserTextHtml: '<p>Tom &amp; Jerry ]]> ok</p>',
          authors: [
            { id: 1, prename: 'Ana', surname: 'Öz & Co', urlPath: '/autor/a-1' },
            { id: 2, prename: 'Ben', surname: 'Bo', urlPath: '/autor/b-2' },
          ],
        }),
        teaser(8, 'kaputt', {
          targetPathOrUrl: 'https://extern.example/x?a=1&b=2',
          teaserTextHtml: undefined,
        }),
      ],
    });
    expect(checkWellFormedXml(rss)).toBeNull();
    expect(rss).toContain('<title>Bote – A &amp; B</title>');
    expect(rss).toContain('<atom:link href="https://x.de/a/rss.xml?x=1&amp;y=2" rel="self"');
    expect(rss).toContain('<title>Eil &amp; Neu: Rock &amp; Pop</title>');
    expect(rss).toContain('<guid isPermaLink="true">https://x.de/artikel-7</guid>');
    expect(rss).toContain('<pubDate>Tue, 05 Mar 2024 08:09:10 GMT</pubDate>');
    expect(rss).toContain('<description>&lt;p&gt;Tom &amp;amp; Jerry ]]&gt; ok&lt;/p&gt;</description>');
    expect(rss).toContain('<dc:creator>Ana Öz &amp; Co, Ben Bo</dc:creator>');
    expect(rss).toContain('<lastBuildDate>Tue, 05 Mar 2024 08:09:10 GMT</lastBuildDate>');
    expect(rss).toContain('<link>https://extern.example/x?a=1&amp;b=2</link>');
    // The item with a broken date has no pubDate, no description and no creator.
    const second = rss.slice(rss.lastIndexOf('<item>'));
    expect(second).not.toMatch(/<pubDate>|<description>|<dc:creator>/);
  });

  it('newestUnique deduplicates, sorts newest first and caps the count', () => {
    const a = teaser(1, '2024-01-01T00:00:00Z');
    const b = teaser(2, '2024-01-03T00:00:00Z');
    const c = teaser(3, '2024-01-02T00:00:00Z');
    expect(newestUnique([[a, b], [b, c], [a]], 10).map((t) => t.documentId)).toEqual([2, 3, 1]);
    expect(newestUnique([[a, b, c]], 2).map((t) => t.documentId)).toEqual([2, 3]);
  });
});
