import { getMandator } from '@news/config/mandators';
import { documentStateSchema } from '@news/contracts/documentState';
import { pageDigest } from '@news/contracts/pageDigest';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createElement, useId } from 'react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryStore } from './cache/createMemoryStore';
import { createPageCache, type PageCache } from './cache/createPageCache';
import { documentHandler } from './documentHandler';
import { contentSecurityPolicy } from './securityHeaders';
import { cspHashSource } from './cspHashSource';
import { httpContentSource } from './ssr/httpContentSource';
import { createSelfRequest } from './upstream/selfRequest';
import type { Decided } from './entitlement/createEntitlement';
import { defaultRegistry, type RemoteRegistry } from './remoteRegistry';
import type { AnonymousPaywallAnswers } from '@news/contracts/anonymousPaywall';
import type {
  ArticlesServerModule,
  ConsentServerLoader,
  PaywallServerLoader,
  PaywallServerModule,
  ServerRemoteLoader,
} from './ssr/createServerRemoteLoader';

const unused = () => {
  throw new Error('not used by client-rendered routes');
};

type HandlerOptions = Parameters<typeof documentHandler>[0];

/**
 * The handler for brand rb with stand-ins for what a test does not use (SSR, page cache, metadata); each test
 * overrides what it exercises.
 */
function app(overrides: Partial<HandlerOptions> = {}, mandator = 'rb') {
  const server = express();
  server.use((_req, res, next) => {
    res.locals.mandator = getMandator(mandator);
    res.locals.origin = 'https://www.example.de';
    // as handleDocumentRoute: the policy with a document's own style sources
    res.locals.documentPolicy = (sources: string[]) => contentSecurityPolicy([], [], sources);
    next();
  });
  server.use(
    documentHandler({
      selfUrl: 'http://127.0.0.1:0',
      serverBuildsUrl: 'http://127.0.0.1:0',
      upstreamTimeoutMs: 1000,
      contentSource: unused,
      registry: {
        current: async () => ({ registry: defaultRegistry, hash: 'h' }),
      } as unknown as RemoteRegistry,
      loadServerRemote: unused,
      loadConsentServer: unused,
      loadPaywallServer: unused,
      remoteAssets: unused,
      localBuild: async () => ({
        id: 'b',
        shell: { js: ['/shell.js'], css: [], fonts: [], app: ['/app.js'], preload: [], startupShared: [] },
      }),
      siteMetadata: async () => null,
      pageCache: {} as PageCache,
      logger: pino({ level: 'silent' }),
      frameAncestors: [],
      entitlement: { decide: unused, anonymousAnswers: unused },
      ...overrides,
    }),
  );
  return server;
}

const stateOf = (html: string) => {
  const found = /<script id="__NEWS_STATE__" type="application\/json">(.*?)<\/script>/.exec(html);
  return documentStateSchema.parse(JSON.parse(found?.[1] ?? 'null'));
};

describe('documentHandler', () => {
  it('tells the documents of framable routes who may frame them', async () => {
    const server = app({ frameAncestors: ['https://partner.example'] });
    for (const path of ['/__mein-portal/dialog-flow/login', '/__mein-portal/bookmarks']) {
      const res = await request(server).get(path);
      expect(res.status).toBe(200);
      expect(stateOf(res.text).frameAncestors).toEqual(['https://partner.example']);
    }
  });

  it('keeps the partner origins out of every other document', async () => {
    const res = await request(app({ frameAncestors: ['https://partner.example'] })).get('/account');
    expect(stateOf(res.text).frameAncestors).toBeUndefined();
    expect(res.text).not.toContain('partner.example');
  });
});

describe('documentHandler when the content service does not answer', () => {
  let frozen: Server;
  let frozenUrl: string;
  const hanging = new Set<import('node:http').ServerResponse>();
  beforeAll(async () => {
    // a content service that accepts connections and never answers (like one stopped with SIGSTOP)
    frozen = createServer((_req, res) => void hanging.add(res));
    await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
    frozenUrl = `http://127.0.0.1:${(frozen.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const res of hanging) res.destroy();
    frozen.closeAllConnections();
    await new Promise((resolve) => frozen.close(resolve));
  });

  /** mf-articles' server build, stood in for: it loads the home page's data through the gateway's fetchJson. */
  const articlesServer: ArticlesServerModule = {
    loadPayload: unused,
    async renderPage({ fetchJson }) {
      const page = await fetchJson('/content/v5/home');
      return {
        page,
        status: 200,
        title: 'Start',
        description: 'd',
        element: createElement('p', null, 'Home'),
      };
    },
  };

  const ssrApp = (pageCache: PageCache, loadServerRemote: ServerRemoteLoader = async () => articlesServer) =>
    app({
      selfUrl: frozenUrl,
      upstreamTimeoutMs: 200,
      contentSource: httpContentSource(createSelfRequest(frozenUrl, 'internal')),
      loadServerRemote,
      remoteAssets: async () => ({ css: [], preload: [] }),
      pageCache,
    });

  const freshCache = () => createPageCache(createMemoryStore(), () => undefined);

  it('answers an uncached page with 503, Retry-After and a German error page, never stored', async () => {
    const app = ssrApp(freshCache());
    const res = await request(app).get('/');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<html lang="de">');
    expect(res.text).toContain('Seite vorübergehend nicht erreichbar');
    expect(res.text).toContain('action="/suche"');
  });

  it('tells a bot only the status', async () => {
    const res = await request(ssrApp(freshCache())).get('/').set('user-agent', 'Googlebot/2.1');
    expect(res.status).toBe(503);
    expect(res.text).toBe('503 Service Unavailable');
  });

  it('keeps serving a cached copy while the content service is down (stale-if-error)', async () => {
    const store = createMemoryStore();
    const cache = createPageCache(store, () => undefined);
    // find the key the handler asks for, then put an old copy there (the page was cached before the outage)
    const keys: string[] = [];
    const recording: PageCache = {
      get: (k, maxAge, render, sink) => {
        keys.push(k);
        return cache.get(k, maxAge, render, sink);
      },
    };
    const app = ssrApp(recording);
    expect((await request(app).get('/').set('host', 'news.test')).status).toBe(503);
    expect(keys).toHaveLength(1);
    await store.set(keys[0] ?? '', { status: 200, body: '<p>alt</p>', storedAt: 0 }, 3600);
    const res = await request(app).get('/').set('host', 'news.test');
    expect(res.status).toBe(200);
    expect(res.headers['x-cache']).toBe('STALE');
    expect(res.text).toBe('<p>alt</p>');
  });

  it('still answers a dead remote with the 200 frame the browser renders', async () => {
    const dead: ServerRemoteLoader = async () => {
      throw new Error('RUNTIME-003: manifest unreachable');
    };
    const res = await request(ssrApp(freshCache(), dead)).get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('__NEWS_STATE__');
  });
});

describe('documentHandler rendering the consent layer', () => {
  const home: ArticlesServerModule = {
    loadPayload: unused,
    renderPage: async () => ({
      page: {},
      status: 200,
      title: 'Start',
      description: 'd',
      element: createElement('p', null, 'Home'),
    }),
  };
  const layer: ConsentServerLoader = async () => ({
    consentLayer: () => createElement('section', { className: 'cs-layer' }, 'Ihre Privatsphäre'),
  });
  const render = (loadConsentServer: ConsentServerLoader, mandator = 'rb') =>
    request(
      app(
        {
          contentSource: unused,
          loadServerRemote: async () => home,
          loadConsentServer,
          remoteAssets: async () => ({ css: [], preload: [] }),
          pageCache: createPageCache(createMemoryStore(), () => undefined),
        },
        mandator,
      ),
    ).get('/');

  it("puts mf-consent's server-rendered layer into the page of a brand with consent management", async () => {
    const res = await render(layer);
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      '<div id="slot-mf-consent" class="shell-slot" data-ssr="true"><section class="cs-layer">Ihre Privatsphäre</section></div>',
    );
    expect(res.text).toContain('dataset.consentPending');
  });

  it('leaves the layer to the browser when its server build cannot be loaded', async () => {
    const res = await render(async () => {
      throw new Error('RUNTIME-003: manifest unreachable');
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<p>Home</p>');
    expect(res.text).toContain('<div id="slot-mf-consent" class="shell-slot"></div>');
    expect(res.text).not.toContain('consentPending');
  });

  it('renders no layer for a brand without consent management', async () => {
    const res = await render(layer, 'la');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<p>Home</p>');
    expect(res.text).not.toContain('cs-layer');
    expect(res.text).not.toContain('consentPending');
  });
});

describe('documentHandler serving a cached page', () => {
  /** A page cache that holds the page under every key: what a reader gets on a hit. */
  const cached: PageCache = {
    get: async () => ({
      document: { status: 200, body: '<p>Grüße aus dem Cache</p>'.repeat(100), storedAt: Date.now() },
      outcome: 'HIT',
      streamed: false,
    }),
  };
  const cachedApp = (siteMetadata: () => Promise<null> = async () => null) =>
    app({ siteMetadata, pageCache: cached });

  it('answers compressed when the browser accepts it, varying by Accept-Encoding', async () => {
    const app = cachedApp();
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await request(app).get('/').set('accept-encoding', accept);
      expect([accept, res.status, res.headers['content-encoding']]).toEqual([accept, 200, encoding]);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    const gz = await request(app).get('/').set('accept-encoding', 'gzip');
    expect(gz.text).toContain('Grüße aus dem Cache');
    const plain = await request(app).get('/').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('<p>Grüße aus dem Cache</p>'.repeat(100));
  });

  it('answers 304 to a browser that has the same copy (ETag)', async () => {
    const app = cachedApp();
    const first = await request(app).get('/');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"/);
    const again = await request(app)
      .get('/')
      .set('if-none-match', etag ?? '');
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('answers a stored island document with the policy for its own inline styles', async () => {
    const own = cspHashSource('.teaser{margin:0}');
    const island: PageCache = {
      get: async () => ({
        document: { status: 200, body: '<p>Insel</p>', storedAt: Date.now(), styleSources: [own] },
        outcome: 'HIT',
        streamed: false,
      }),
    };
    const res = await request(app({ pageCache: island })).get('/');
    expect(res.headers['content-security-policy']).toContain(`style-src 'self' ${own}`);
    const whole = await request(cachedApp()).get('/');
    expect(whole.headers['content-security-policy']).toBeUndefined();
  });

  it('does no site-metadata work for a page served from the cache', async () => {
    const siteMetadata = jest.fn(async () => null);
    const res = await request(cachedApp(siteMetadata)).get('/');
    expect(res.headers['x-cache']).toBe('HIT');
    expect(siteMetadata).not.toHaveBeenCalled();
  });
});

describe('documentHandler asking for an entitled reader', () => {
  /** mf-articles' server build, stood in for: it reads the article through the gateway's fetchJson. */
  const articleServer: ArticlesServerModule = {
    loadPayload: unused,
    async renderPage({ fetchJson }) {
      const page = await fetchJson('/content/v5/articles/42');
      await fetchJson('/content/v5/home');
      return { page, status: 200, title: 'A', description: 'd', element: createElement('p', null, 'Text') };
    },
  };
  const decision = (open: boolean, grant?: string): Decided => ({
    kind: 'decided',
    decision: {
      open,
      reason: open ? 'plus' : 'locked',
      linkToken: { state: 'none' },
      results: [],
      ...(grant ? { grant } : {}),
    },
    access: { id: 42, contentRestriction: 'plus', tagIds: [1], soldWithCredits: true },
    session: null,
  });
  const setup = (decided: Decided) => {
    const seen: { path: string; headers?: Readonly<Record<string, string>> }[] = [];
    const decide = jest.fn(async () => decided);
    const server = app({
      contentSource: async (path, _m, _s, headers) => {
        seen.push({ path, ...(headers ? { headers } : {}) });
        return { status: 200, json: async () => ({}), discard: async () => undefined };
      },
      loadServerRemote: async () => articleServer,
      loadConsentServer: async () => {
        throw new Error('no consent layer in this test');
      },
      remoteAssets: async () => ({ css: [], preload: [] }),
      pageCache: createPageCache(createMemoryStore(), () => undefined),
      entitlement: { decide, anonymousAnswers: async () => null },
    });
    return { server, seen, decide };
  };

  it('shows the grant to the content service for that article only, and answers private', async () => {
    const { server, seen, decide } = setup(decision(true, 'signed-grant-of-the-paywall'));
    const res = await request(server).get('/ein-artikel-42').set('cookie', 'news_id=some.identity.token');
    expect(res.status).toBe(200);
    expect(decide).toHaveBeenCalledWith(expect.anything(), expect.anything(), {
      articleId: 42,
      consume: true,
      path: '/ein-artikel-42',
    });
    expect(seen).toEqual([
      { path: '/content/v5/articles/42', headers: { 'x-content-grant': 'signed-grant-of-the-paywall' } },
      { path: '/content/v5/home' },
    ]);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('renders the anonymous article when the paywall says locked', async () => {
    const { server, seen } = setup(decision(false));
    const res = await request(server).get('/42').set('cookie', 'news_refresh=some-refresh-token');
    expect(res.status).toBe(200);
    expect(seen.every((call) => call.headers === undefined)).toBe(true);
    expect(res.headers['cache-control'] ?? '').not.toContain('private');
  });

  it('asks nothing for a reader without a session or Google linking parameters', async () => {
    const { server, seen, decide } = setup(decision(true, 'never-asked-for'));
    await request(server).get('/42?link-token=abc.def.ghi');
    expect(decide).not.toHaveBeenCalled();
    expect(seen.every((call) => call.headers === undefined)).toBe(true);
  });

  it('asks for an anonymous reader who came with all four Google linking parameters', async () => {
    const { server, decide } = setup(decision(false));
    await request(server)
      .get('/42?gaa_at=g&gaa_n=n&gaa_sig=s&gaa_ts=6a2b3c4d')
      .set('referer', 'https://www.google.com/');
    expect(decide).toHaveBeenCalledTimes(1);
  });
});

describe('documentHandler rendering the paywall box of an anonymous document (ADR 0013)', () => {
  const answers: AnonymousPaywallAnswers = {
    desktop: { results: [{ sdkFeatureSlug: 'paywall-template', outputValue: 'registration-wall' }] },
    mobile: { results: [{ sdkFeatureSlug: 'paywall-template', outputValue: 'subscription-offer' }] },
  };
  /** mf-articles' server build, stood in for: a paywalled plus article that asks for its paywall box. */
  const articleServer: ArticlesServerModule = {
    loadPayload: unused,
    async renderPage({ paywallBox }) {
      const html = (await paywallBox?.({ id: 42 })) ?? '';
      const page = {
        kind: 'article',
        path: '/ein-artikel-42',
        article: { contentRestriction: 'plus', isPaywalled: true },
      };
      const element = createElement('div', {
        className: 'ar-paywall',
        dangerouslySetInnerHTML: { __html: html },
      });
      return { page, status: 200, title: 'A', description: 'd', element };
    },
  };
  /** mf-paywall's server build, stood in for: its element uses ids of React's useId, with the module's prefix. */
  function Box({ text, mandator }: { text: string; mandator: string }) {
    return createElement('p', { id: useId(), 'data-mandator': mandator }, text);
  }
  const paywallServer: PaywallServerModule = {
    identifierPrefix: 'pw-',
    anonymousPaywall: ({ answers: given, mandator, brandName }) =>
      createElement(Box, { mandator, text: `${brandName}: ${given.mobile.results[0]!.outputValue}` }),
  };
  const paywallCss = {
    href: '/remotes/mf-paywall/static/css/paywall.css',
    text: '.ar-paywall p{margin:0}.pw-offer--open{display:block}',
  };
  const usedPaywallRule = '.ar-paywall p{margin:0}';
  const setup = (opts: {
    answers: AnonymousPaywallAnswers | null;
    decided?: Decided;
    paywall?: PaywallServerLoader;
  }) => {
    const anonymousAnswers = jest.fn(async () => opts.answers);
    const server = app({
      contentSource: async () => ({ status: 200, json: async () => ({}), discard: async () => undefined }),
      loadServerRemote: async () => articleServer,
      loadConsentServer: async () => {
        throw new Error('no consent layer in this test');
      },
      loadPaywallServer: opts.paywall ?? (async () => paywallServer),
      remoteAssets: async (_url, entry) =>
        entry.includes('mf-paywall')
          ? { css: [paywallCss], preload: ['/remotes/mf-paywall/x.js'] }
          : { css: [], preload: [] },
      pageCache: createPageCache(createMemoryStore(), () => undefined),
      entitlement: {
        decide: jest.fn(async () => opts.decided ?? { kind: 'unavailable' as const }),
        anonymousAnswers,
      },
    });
    return { server, anonymousAnswers };
  };

  it('puts the anonymous answers, rendered by mf-paywall, into the box; styled from the first paint; an island view', async () => {
    const { server, anonymousAnswers } = setup({ answers });
    const res = await request(server).get('/ein-artikel-42');
    expect(res.status).toBe(200);
    expect(anonymousAnswers).toHaveBeenCalledWith(expect.objectContaining({ id: 'rb' }), {
      id: 42,
      path: '/ein-artikel-42',
    });
    expect(res.text).toMatch(/<div class="ar-paywall"><p id="[^"]*pw-[^"]*" data-mandator="rb">/);
    expect(res.text).toContain(': subscription-offer</p>');
    // the rules its markup uses inline, allowed by their hash; the whole file for later (loadFullStylesheets)
    const inline = /<style data-critical>([^<]*)<\/style>/.exec(res.text)?.[1];
    expect(inline).toBe(usedPaywallRule);
    expect(res.text).not.toContain('.pw-offer--open');
    expect(res.headers['content-security-policy']).toContain(cspHashSource(usedPaywallRule));
    expect(res.text).toMatch(/<html[^>]* data-stylesheets="\/remotes\/mf-paywall\/static\/css\/paywall.css"/);
    expect(res.text).not.toContain('/remotes/mf-paywall/x.js');
    expect(res.text).toMatch(/<html[^>]* data-first-view="islands"/);
    expect(res.headers['cache-control'] ?? '').not.toContain('private');
    // the island view carries the digest of its page data, not the data (the runtime loads _payload.json)
    const { ssr } = stateOf(res.text);
    expect(ssr?.page).toBeUndefined();
    expect(ssr?.pageDigest).toBe(
      pageDigest({
        kind: 'article',
        path: '/ein-artikel-42',
        article: { contentRestriction: 'plus', isPaywalled: true },
      }),
    );
  });

  it('leaves the box to the browser, in app mode, when there are no answers or mf-paywall cannot render', async () => {
    for (const opts of [
      { answers: null },
      {
        answers,
        paywall: async () => {
          throw new Error('mf-paywall is down');
        },
      },
    ]) {
      const res = await request(setup(opts).server).get('/ein-artikel-42');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div class="ar-paywall"></div>');
      expect(res.text).not.toContain(usedPaywallRule);
      expect(res.text).not.toMatch(/<html[^>]* data-first-view="islands"/);
      expect(stateOf(res.text).ssr).toEqual({
        remote: 'mf-articles',
        page: expect.objectContaining({ kind: 'article' }),
      });
    }
  });

  it('asks for no anonymous box in an entitled reader’s own document', async () => {
    const { server, anonymousAnswers } = setup({
      answers,
      decided: {
        kind: 'decided',
        decision: {
          open: true,
          reason: 'plus',
          linkToken: { state: 'none' },
          results: [],
          grant: 'signed-grant-of-the-paywall',
        },
        access: { id: 42, contentRestriction: 'plus', tagIds: [], soldWithCredits: false },
        session: null,
      },
    });
    const res = await request(server).get('/ein-artikel-42').set('cookie', 'news_id=some.identity.token');
    expect(res.status).toBe(200);
    expect(anonymousAnswers).not.toHaveBeenCalled();
    expect(res.text).toContain('<div class="ar-paywall"></div>');
  });
});

describe('documentHandler caching a page requested with campaign parameters', () => {
  it('keeps one copy, rendered without the query', async () => {
    const urls: string[] = [];
    const home: ArticlesServerModule = {
      loadPayload: unused,
      renderPage: async ({ url }) => {
        urls.push(url);
        return {
          page: {},
          status: 200,
          title: 'Start',
          description: 'd',
          element: createElement('p', null, url),
        };
      },
    };
    const keys = new Set<string>();
    const cache = createPageCache(createMemoryStore(), () => undefined);
    const server = app({
      contentSource: unused,
      loadServerRemote: async () => home,
      loadConsentServer: async () => {
        throw new Error('no consent layer in this test');
      },
      remoteAssets: async () => ({ css: [], preload: [] }),
      pageCache: {
        get: (k, maxAge, render, sink) => {
          keys.add(k);
          return cache.get(k, maxAge, render, sink);
        },
      },
    });
    for (const query of ['?utm_source=newsletter&utm_medium=mail', '?nocache=1', '?fbclid=abc', ''])
      expect((await request(server).get(`/${query}`)).status).toBe(200);
    expect(keys.size).toBe(1);
    expect(urls).toEqual(['/']);
  });
});
