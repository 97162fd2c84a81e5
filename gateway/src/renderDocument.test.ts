import { mandators } from '@news/config/mandators';
import { documentHead, documentHtml, documentScripts, type DocumentParts } from './renderDocument';
import { cspHashSource } from './cspHashSource';
import { readerPreferencesScript } from './readerPreferencesScript';

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
  shellAssets: {
    js: ['/remotes/shell/first-view/first-view.1.js'],
    css: [],
    fonts: [],
    app: ['/remotes/shell/main.5.js'],
    preload: [],
  },
  remoteAssets: { css: [], preload: [] },
  state: { mandator: 'rb', brandName: mandator.name, registry: {}, consentManagement: true },
  ...over,
});

/** Runs the reader preferences script: the dismissal mark it sets for a stored id and the document's banner id. */
function dismissedMark(stored: string | null, bannerId: string | null): string | undefined {
  const attributes: Record<string, string> = {};
  const documentElement = {
    dataset: {},
    style: {},
    setAttribute: (name: string, value: string) => (attributes[name] = value),
  };
  new Function('document', readerPreferencesScript)({
    documentElement,
    cookie: stored === null ? '' : `breakingNewsDismissed=${stored}`,
    querySelector: (selector: string) =>
      selector === 'meta[name="breaking-news"]' && bannerId !== null ? { content: bannerId } : null,
  });
  return attributes['data-breaking-dismissed'];
}

describe('document head', () => {
  it('preloads the brand fonts as anonymous font requests', () => {
    const html = documentHead(
      parts({
        shellAssets: {
          ...parts().shellAssets,
          fonts: ['/remotes/shell/first-view/fonts/noto-sans-latin-400-normal.1.woff2'],
        },
      }),
    );
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/remotes/shell/first-view/fonts/noto-sans-latin-400-normal.1.woff2" crossorigin>',
    );
  });

  it('runs the first-view entry, which names the federated entry, and preloads that entry, its startup chunks and the remote ./app before it (app mode)', () => {
    const html = documentHead(
      parts({
        shellAssets: { ...parts().shellAssets, preload: ['/remotes/shell/news-shared.2.js'] },
        remoteAssets: { css: [], preload: ['/remotes/mf-articles/remoteEntry.js'] },
      }),
    );
    // one list for the inline loader script (a preload link in the markup is refused under 'strict-dynamic'): the
    // first-view entry, and the federated entry, its startup chunks and the remote's ./app preloaded
    expect(html).toContain(
      '<script data-entries="/remotes/shell/first-view/first-view.1.js" data-preload="/remotes/shell/main.5.js /remotes/shell/news-shared.2.js /remotes/mf-articles/remoteEntry.js">',
    );
    expect(html).toContain('<html lang="de" data-app-scripts="/remotes/shell/main.5.js"><head>');
    expect(html).not.toContain('rel="preload" as="script"');
    // no script element of the document itself: the loader starts the first-view entry, which injects the rest
    expect(html).not.toContain('<script defer');
  });

  it('lists the scripts in one place: the entry with the app it starts, and preloads only in app mode', () => {
    const assets = {
      shellAssets: { ...parts().shellAssets, preload: ['/remotes/shell/news-shared.2.js'] },
      remoteAssets: { css: [], preload: ['/remotes/mf-articles/remoteEntry.js'] },
    };
    expect(documentScripts({ ...assets, firstView: 'app' })).toEqual({
      entry: ['/remotes/shell/first-view/first-view.1.js'],
      app: ['/remotes/shell/main.5.js'],
      preload: [
        '/remotes/shell/main.5.js',
        '/remotes/shell/news-shared.2.js',
        '/remotes/mf-articles/remoteEntry.js',
      ],
      onIntent: [],
    });
    expect(documentScripts({ ...assets, firstView: 'islands' })).toEqual({
      entry: ['/remotes/shell/first-view/first-view.1.js'],
      app: ['/remotes/shell/main.5.js'],
      preload: [],
      onIntent: ['/remotes/shell/news-shared.2.js', '/remotes/mf-articles/remoteEntry.js'],
    });
  });

  it('preloads none of the SPA runtime on an island first view, and marks the document for the shell', () => {
    const assets = {
      shellAssets: {
        ...parts().shellAssets,
        css: [{ href: '/remotes/shell/first-view/first-view.3.css', text: '.shell-header{color:red}' }],
        preload: ['/remotes/shell/news-shared.2.js'],
      },
      remoteAssets: {
        css: [{ href: '/remotes/mf-articles/app.4.css', text: '.ar-a{color:blue}' }],
        preload: ['/remotes/mf-articles/remoteEntry.js'],
      },
    };
    const islands = documentHead(parts({ ...assets, firstView: 'islands' }));
    expect(islands).toContain(
      '<html lang="de" data-first-view="islands" data-app-scripts="/remotes/shell/main.5.js"' +
        ' data-app-preload="/remotes/shell/news-shared.2.js /remotes/mf-articles/remoteEntry.js">',
    );
    // only the first-view entry, which the head's loader starts once the document is parsed
    expect(islands).not.toContain('rel="preload"');
    expect(islands).toContain('<script data-entries="/remotes/shell/first-view/first-view.1.js">');
    expect(islands).toContain('<style data-href="/remotes/mf-articles/app.4.css">.ar-a{color:blue}</style>');
    const app = documentHead(parts({ ...assets, firstView: 'app' }));
    expect(app).toContain('<html lang="de" data-app-scripts="/remotes/shell/main.5.js"><head>');
    expect(app).toContain(
      'data-preload="/remotes/shell/main.5.js /remotes/shell/news-shared.2.js /remotes/mf-articles/remoteEntry.js"',
    );
  });

  it('inlines the stylesheets (no render-blocking request) and preloads the remote stylesheet its runtime loads', () => {
    const html = documentHead(
      parts({
        shellAssets: {
          ...parts().shellAssets,
          css: [{ href: '/remotes/shell/first-view/first-view.3.css', text: '.shell-header{color:red}' }],
        },
        remoteAssets: {
          css: [{ href: '/remotes/mf-articles/app.4.css', text: '.ar-a::after{content:"</style><b>"}' }],
          preload: [],
        },
      }),
    );
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      '<style data-href="/remotes/shell/first-view/first-view.3.css">.shell-header{color:red}</style>',
    );
    expect(html).toContain(
      '<style data-href="/remotes/mf-articles/app.4.css">.ar-a::after{content:"<\\/style><b>"}</style>',
    );
    expect(html).toContain(
      '<link rel="preload" as="style" href="/remotes/mf-articles/app.4.css" fetchpriority="low">',
    );
    expect(html).not.toContain(' href="/remotes/shell/first-view/first-view.3.css"');
  });

  it('inlines on an island first view only the rules its markup uses, allows exactly those, and names the files', () => {
    const germanFace = '@font-face{font-family:N;src:url(/de.woff2);unicode-range:U+0020-007E,U+00E4}';
    const restFace = '@font-face{font-family:N;src:url(/rest.woff2);unicode-range:U+00C5}';
    const island = parts({
      firstView: 'islands',
      consentLayerHtml: '<section class="cs-layer">Ihre Privatsphäre</section>',
      shellAssets: {
        ...parts().shellAssets,
        css: [
          { href: '/remotes/shell/first-view/first-view-fonts.2.css', text: germanFace + restFace },
          {
            href: '/remotes/shell/first-view/first-view.3.css',
            text: '.shell-header{color:red}.shell-sidebar--open{display:block}body{margin:0}',
          },
        ],
      },
      remoteAssets: {
        css: [
          {
            href: '/remotes/mf-articles/app.4.css',
            text: '.ar-teaser{gap:1rem}.ar-bookmark--saved{fill:red}',
          },
          { href: '/remotes/mf-consent/app.5.css', text: '.cs-settings{display:grid}' },
        ],
        preload: [],
      },
    });
    const { html, styleSources } = documentHtml(island, '<article class="ar-teaser">Text</article>');
    const styles = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]!);
    // the sheets' rules it uses in one element, in their order; its own rule sets in another: two hashes
    expect(html).toContain(
      '<style data-critical>.shell-header{color:red}body{margin:0}.ar-teaser{gap:1rem}</style>',
    );
    for (const unused of ['.shell-sidebar--open', '.ar-bookmark--saved', '.cs-settings'])
      expect(html).not.toContain(unused);
    expect(html).not.toContain('data-href');
    expect(html).toContain(
      ' data-stylesheets="/remotes/shell/first-view/first-view.3.css /remotes/mf-articles/app.4.css /remotes/mf-consent/app.5.css"',
    );
    // the faces its text needs stay with its own rules for good; the file of all faces comes with the runtime
    expect(styles[0]).toContain(germanFace);
    expect(html).not.toContain(restFace);
    expect(html).toContain(' data-font-stylesheets="/remotes/shell/first-view/first-view-fonts.2.css"');
    // every inline style of the document, and only those, by its hash
    expect(styles).toHaveLength(2);
    expect(styleSources).toEqual(styles.map(cspHashSource));

    const app = documentHtml({ ...island, firstView: 'app' }, '<article class="ar-teaser">Text</article>');
    expect(app.styleSources).toBeUndefined();
    expect(app.html).toContain('.ar-bookmark--saved{fill:red}');
    expect(app.html).not.toContain('data-stylesheets');
  });

  it('renders the "Menü" button controlling the hidden sidebar with the main menu and hot topics', () => {
    const item = (label: string, path: string) => ({ label, path });
    const site = {
      menuHandles: { main: [item('Lokales', '/lokales')], hotTopics: [item('Hochwasser', '/themen/7')] },
    } as unknown as NonNullable<DocumentParts['site']>;
    const html = documentHead(parts({ site }));
    expect(html).toContain(
      '<button type="button" class="shell-menu-button" aria-expanded="false" aria-controls="shell-sidebar">Menü</button>',
    );
    const sidebar = html.slice(
      html.indexOf('<nav id="shell-sidebar"'),
      html.indexOf('</nav>', html.indexOf('id="shell-sidebar"')),
    );
    expect(sidebar).toContain('aria-label="Menü" hidden');
    expect(sidebar).toContain('<a href="/lokales">Lokales</a>');
    expect(sidebar).toContain('<a href="/themen/7">Hochwasser</a>');
  });

  it('renders the breaking news under the header of the default layout, hidden before paint once dismissed', () => {
    const site = {
      menuHandles: { main: [], hotTopics: [] },
      breakingNews: { id: 4711, title: 'Großbrand <am> Hafen', path: '/grossbrand-4711' },
    } as unknown as NonNullable<DocumentParts['site']>;
    const html = documentHead(parts({ site }));
    const banner = html.slice(html.indexOf('<aside class="shell-breaking"'), html.indexOf('</aside>'));
    expect(html.indexOf('<aside class="shell-breaking"')).toBeGreaterThan(html.indexOf('</header>'));
    expect(banner).toContain('aria-labelledby="shell-breaking-badge" data-breaking-id="4711"');
    expect(banner).toContain(
      '<span id="shell-breaking-badge" class="shell-breaking__badge">Eilmeldung</span>',
    );
    expect(banner).toContain(
      '<a class="shell-breaking__link" href="/grossbrand-4711">Großbrand &lt;am&gt; Hafen</a>',
    );
    expect(banner).toContain('aria-label="Eilmeldung ausblenden"');
    // the banner's id for the reader preferences script, and one rule for every banner (one hash in style-src)
    expect(html.indexOf('<meta name="breaking-news" content="4711">')).toBeLessThan(
      html.indexOf(`<script>${readerPreferencesScript}</script>`),
    );
    expect(html).toContain('<style>html[data-breaking-dismissed] .shell-breaking{display:none}</style>');
    expect(dismissedMark('4711', '4711')).toBe('4711');
    expect(dismissedMark('4710', '4711')).toBeUndefined();
    expect(dismissedMark('4711', null)).toBeUndefined();
    expect(dismissedMark(null, '4711')).toBeUndefined();

    for (const layout of ['mein-portal', 'mein-dialog-flow']) {
      expect(documentHead(parts({ site, layout }))).not.toContain('shell-breaking');
    }
    expect(documentHead(parts({ site: { ...site, breakingNews: null } }))).not.toContain('shell-breaking');
  });

  it('shows the brand’s logo in the rainbow variant where its setting xp_lgbtqi_logo_enabled is on', () => {
    const brand = (html: string) => /<a class="([^"]*)" href="\/">/.exec(html)?.[1];
    expect(brand(documentHead(parts()))).toBe('shell-brand');
    const rainbow = { ...mandator, settings: { ...mandator.settings, xp_lgbtqi_logo_enabled: true } };
    expect(brand(documentHead(parts({ mandator: rainbow })))).toBe('shell-brand shell-brand--xp-lgbtqi');
  });

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
    expect(html).toContain(
      '<link rel="canonical" href="https://rb.example.test/neue-bruecke-4711" data-page-head>',
    );
    expect(html).toContain('<meta property="og:type" content="article" data-page-head>');
    expect(html).toContain(
      '<meta property="og:image" content="https://rb.example.test/img/sig/article/1280.webp/seed/a.jpg" data-page-head>',
    );
    expect(html).toContain('<meta name="robots" content="noindex" data-page-head>');
    expect(html).toContain('<script type="application/ld+json" data-page-head>{"@type":"NewsArticle"');
    expect(html).toContain('"image":["https://rb.example.test/img/sig/x.jpg"]');
    expect(html).toContain('"headline":"/kein/pfad"');
    expect(html).toContain('"isAccessibleForFree":false');
  });

  it('falls back to the request path as canonical and a website type without page head', () => {
    const html = documentHead(parts());
    expect(html).toContain(
      '<link rel="canonical" href="https://rb.example.test/neue-bruecke-4711" data-page-head>',
    );
    expect(html).toContain('<meta property="og:type" content="website" data-page-head>');
    expect(html).not.toContain('robots');
    expect(html).not.toContain('ld+json');
  });

  it('escapes page texts in attributes and keeps "</script>" out of the JSON-LD', () => {
    const html = documentHead(
      parts({
        title: 'A "B" <C>',
        description: 'x & y',
        head: { canonicalPath: '/a-1', ogType: 'article', jsonLd: { headline: '</script><b>' } },
      }),
    );
    expect(html).toContain('<title>A &quot;B&quot; &lt;C&gt; | Rheinauer Bote</title>');
    expect(html).toContain('<meta name="description" content="x &amp; y" data-page-head>');
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('"headline":"\\u003c/script>\\u003cb>"');
  });

  it('sets the brand tokens including the text colour on the accent', () => {
    expect(documentHead(parts())).toContain(`--color-accent-contrast:${mandator.colors.accentContrast}`);
  });
});
