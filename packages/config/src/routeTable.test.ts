import {
  assertKnownMiddleware,
  isRouteId,
  isRoutePage,
  isRouteSlug,
  matchRoute,
  resolveRoute,
  routeMiddlewareNames,
  routes,
  type RouteDefinition,
  type RouteName,
  type RouteParams,
} from './routeTable';

type Meta = Pick<
  RouteDefinition,
  'app' | 'layout' | 'middleware' | 'showProgressBar' | 'showUtilityBar' | 'prefetch' | 'ssr'
> & { staleWhileRevalidate?: number; giftStaleWhileRevalidate?: number; redirect?: string };

const pub = (extra: Partial<Meta> = {}): Meta => ({
  app: 'mf-articles',
  layout: 'default',
  middleware: [],
  showProgressBar: false,
  showUtilityBar: true,
  prefetch: true,
  ssr: true,
  ...extra,
});
const portal = (middleware: string[] = [], extra: Partial<Meta> = {}): Meta => ({
  app: 'mf-portal',
  layout: 'mein-portal',
  middleware,
  showProgressBar: false,
  showUtilityBar: false,
  prefetch: false,
  ssr: false,
  ...extra,
});
const dialog = (middleware: string[], app: Meta['app'] = 'mf-dialog-flow'): Meta => ({
  app,
  layout: 'mein-dialog-flow',
  middleware,
  showProgressBar: false,
  showUtilityBar: false,
  prefetch: false,
  ssr: false,
});
const accountGuards = ['auth', 'payment-session', 'account-tabs-access'];

/** Every route: its expected meta, and example paths with their parameters. */
const expectations: Record<RouteName, { meta: Meta; examples: [string, RouteParams][] }> = {
  home: {
    meta: pub({ staleWhileRevalidate: 300, giftStaleWhileRevalidate: 120 }),
    examples: [['/', {}]],
  },
  article: {
    meta: pub({ showProgressBar: true, showUtilityBar: false, middleware: ['gift-article'] }),
    examples: [
      ['/neue-bruecke-in-rheinau-12345', { slug: 'neue-bruecke-in-rheinau', id: '12345' }],
      ['/foo-123', { slug: 'foo', id: '123' }],
      ['/12345', { slug: undefined, id: '12345' }],
      ['/stadtrat-2024-beschliesst-haushalt-99', { slug: 'stadtrat-2024-beschliesst-haushalt', id: '99' }],
    ],
  },
  author: {
    meta: pub(),
    examples: [
      ['/autor/anna-berger-17', { slug: 'anna-berger', id: '17', page: undefined }],
      ['/autor/anna-berger-17/3', { slug: 'anna-berger', id: '17', page: '3' }],
    ],
  },
  authors: { meta: pub(), examples: [['/autoren', {}]] },
  search: {
    meta: pub(),
    examples: [
      ['/suche', { page: undefined }],
      ['/suche/2', { page: '2' }],
      ['/suche/1000', { page: '1000' }],
    ],
  },
  topics: { meta: pub(), examples: [['/themen', {}]] },
  topic: {
    meta: pub(),
    examples: [
      ['/themen/42', { id: '42', page: undefined }],
      ['/themen/42/5', { id: '42', page: '5' }],
    ],
  },
  headlines: {
    meta: pub(),
    examples: [
      ['/schlagzeilen', { page: undefined }],
      ['/schlagzeilen/7', { page: '7' }],
    ],
  },
  'my-region': { meta: pub(), examples: [['/meineregion', {}]] },
  'newsletter-registration': { meta: pub(), examples: [['/newsletter-anmeldung', {}]] },
  'newsletter-detail': {
    meta: pub(),
    examples: [['/newsletter-anmeldung/morgenpost', { slug: 'morgenpost' }]],
  },
  'agb-document': { meta: pub(), examples: [['/agb', {}]] },
  'accessibility-document': { meta: pub(), examples: [['/accessibility', {}]] },
  'datenschutz-document': { meta: pub(), examples: [['/datenschutz', {}]] },
  'impressum-document': { meta: pub(), examples: [['/impressum', {}]] },
  'test-reports': {
    meta: pub({ staleWhileRevalidate: 300 }),
    examples: [
      ['/testberichte', { page: undefined }],
      ['/testberichte/2', { page: '2' }],
    ],
  },
  'test-report': {
    meta: pub({ staleWhileRevalidate: 300 }),
    examples: [['/testbericht/e-bike-im-test-88', { slug: 'e-bike-im-test', id: '88' }]],
  },
  podcasts: { meta: pub(), examples: [['/podcasts', {}]] },
  'podcast-detail': {
    meta: pub(),
    examples: [['/podcasts/rheinau-talk-5', { slug: 'rheinau-talk', id: '5' }]],
  },
  'newest-articles': {
    meta: pub(),
    examples: [
      ['/neueste-artikel', { page: undefined }],
      ['/neueste-artikel/4', { page: '4' }],
    ],
  },
  'tag-page': {
    meta: pub(),
    examples: [
      ['/tag/hochwasser-31', { slug: 'hochwasser', id: '31', page: undefined }],
      ['/tag/hochwasser-31/2', { slug: 'hochwasser', id: '31', page: '2' }],
    ],
  },
  order: { meta: portal(), examples: [['/order', {}]] },
  'order-abo': { meta: portal(), examples: [['/order/abo', {}]] },
  'order-code': { meta: portal(['auth']), examples: [['/order/code', {}]] },
  'order-invite': { meta: portal(['auth']), examples: [['/order/invite', {}]] },
  'order-checkout': { meta: portal(), examples: [['/order/checkout', {}]] },
  'order-onepage-checkout': {
    meta: portal([], { redirect: '/order/checkout' }),
    examples: [['/order/onepage-checkout', {}]],
  },
  account: { meta: portal(accountGuards), examples: [['/account', {}]] },
  'account-abo': { meta: portal(accountGuards), examples: [['/account/abo', {}]] },
  'account-coins': { meta: portal(accountGuards), examples: [['/account/coins', {}]] },
  'account-plus-verification': {
    meta: portal(accountGuards),
    examples: [['/account/plus-verification', {}]],
  },
  'deine-themen-verwalten': { meta: portal(['auth']), examples: [['/deine-themen-verwalten', {}]] },
  newsletters: { meta: portal(['auth']), examples: [['/newsletters', {}]] },
  regions: { meta: portal(['auth']), examples: [['/regions', {}]] },
  bookmarks: { meta: portal(), examples: [['/bookmarks', {}]] },
  'read-articles': { meta: portal(), examples: [['/read-articles', {}]] },
  error: {
    meta: portal(),
    examples: [
      ['/error/token_expired', { errorMessageKey: 'token_expired' }],
      ['/error/payment.failed', { errorMessageKey: 'payment.failed' }],
    ],
  },
  'change-password-code': {
    meta: portal(['open-change-password']),
    examples: [['/change-password/a1B2c3-_x', { code: 'a1B2c3-_x' }]],
  },
  'dialog-login': {
    meta: dialog(['registration-state', 'iframe-embedding']),
    examples: [['/__mein-portal/dialog-flow/login', {}]],
  },
  'dialog-registration': {
    meta: dialog(['registration-state', 'iframe-embedding']),
    examples: [['/__mein-portal/dialog-flow/registration', {}]],
  },
  'dialog-forgot-password': {
    meta: dialog(['iframe-embedding']),
    examples: [['/__mein-portal/dialog-flow/forgot-password', {}]],
  },
  'dialog-change-password': {
    meta: dialog(['iframe-embedding']),
    examples: [['/__mein-portal/dialog-flow/change-password', {}]],
  },
  'dialog-complete-registration': {
    meta: dialog(['iframe-embedding']),
    examples: [['/__mein-portal/dialog-flow/complete-registration', {}]],
  },
  'dialog-onboarding': {
    meta: dialog(['iframe-embedding']),
    examples: [['/__mein-portal/dialog-flow/onboarding', {}]],
  },
  'dialog-verify-email': {
    meta: dialog(['iframe-embedding']),
    examples: [['/__mein-portal/dialog-flow/verify-email', {}]],
  },
  'dialog-bookmarks': {
    meta: dialog(['iframe-embedding'], 'mf-portal'),
    examples: [['/__mein-portal/bookmarks', {}]],
  },
  'dialog-read-articles': {
    meta: dialog(['iframe-embedding'], 'mf-portal'),
    examples: [['/__mein-portal/read-articles', {}]],
  },
  channel: {
    meta: pub({ staleWhileRevalidate: 300 }),
    examples: [
      ['/sport', { slug: 'sport' }],
      ['/lokales/rheinau', { slug: 'lokales/rheinau' }],
      ['/lokales/rheinau/vereine-2', { slug: 'lokales/rheinau/vereine-2' }],
      ['/foo-', { slug: 'foo-' }],
    ],
  },
};

const metaOf = (route: RouteDefinition): Meta => {
  const meta: Meta = {
    app: route.app,
    layout: route.layout,
    middleware: [...route.middleware],
    showProgressBar: route.showProgressBar,
    showUtilityBar: route.showUtilityBar,
    prefetch: route.prefetch,
    ssr: route.ssr,
  };
  if (route.staleWhileRevalidate !== undefined) meta.staleWhileRevalidate = route.staleWhileRevalidate;
  if ('giftStaleWhileRevalidate' in route) meta.giftStaleWhileRevalidate = route.giftStaleWhileRevalidate;
  if (route.redirect !== undefined) meta.redirect = route.redirect;
  return meta;
};

describe('routes', () => {
  it('has unique names, and an expectation for every route', () => {
    const names = routes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(expectations).sort());
  });

  it('ends with the catch-all channel page', () => {
    expect(routes[routes.length - 1]?.name).toBe('channel');
  });

  it.each(routes.map((route) => [route.name, route] as const))('%s has the expected meta', (name, route) => {
    expect(metaOf(route)).toEqual(expectations[name].meta);
  });

  const examples = (Object.keys(expectations) as RouteName[]).flatMap((name) =>
    expectations[name].examples.map(([path, params]) => [path, name, params] as const),
  );

  it.each(examples)('%s → %s %j', (path, name, params) => {
    const resolved = resolveRoute(path);
    expect(resolved).toEqual({ kind: 'ok', route: expect.objectContaining({ name }), params });
    expect(matchRoute(path)?.route.name).toBe(name);
    expect(matchRoute(path)?.params).toEqual(params);
  });

  it('route names are a literal type', () => {
    const name: RouteName = 'home';
    // @ts-expect-error not a route name
    const bad: RouteName = 'no-such-route';
    expect([name, bad]).toHaveLength(2);
  });
});

describe('article id and slug rule', () => {
  it('/foo-123 is article 123 with slug foo', () => {
    expect(matchRoute('/foo-123')).toEqual({
      route: expect.objectContaining({ name: 'article' }),
      params: { slug: 'foo', id: '123' },
    });
  });
  it('/123 is article 123 without slug', () => {
    expect(matchRoute('/123')?.params).toEqual({ slug: undefined, id: '123' });
  });
  it.each(['/foo-', '/foo', '/foo-bar', '/123-foo'])('%s is not an article', (path) => {
    expect(matchRoute(path)?.route.name).not.toBe('article');
  });
  it.each(['/Foo-123', '/foo_bar-123', '/-123', '/99999999999999999999'])(
    '%s is a bad article path (fatal)',
    (path) => {
      expect(resolveRoute(path)).toEqual({ kind: 'fatal404', message: `Seite nicht gefunden: ${path}` });
    },
  );
  it('an article path with two segments is not an article', () => {
    expect(matchRoute('/lokales/foo-123')?.route.name).toBe('channel');
  });
});

describe('validate rules give a fatal 404', () => {
  it.each([
    '/themen/abc',
    '/themen/12/abc',
    '/themen/12/0',
    '/autor/max-abc',
    '/autor/123',
    '/autor/Max-12',
    '/autor/max-12/0',
    '/suche/0',
    '/suche/-1',
    '/suche/01',
    '/suche/1.5',
    '/suche/1001',
    '/suche/99999999',
    '/schlagzeilen/abc',
    '/testberichte/0',
    '/testbericht/foo',
    '/testbericht/foo-bar',
    '/podcasts/podcast',
    '/neueste-artikel/x',
    '/tag/hochwasser',
    '/tag/hochwasser-31/2000',
    '/newsletter-anmeldung/Morgen_Post',
    '/error/%3Cscript%3E',
  ])('%s', (path) => {
    expect(resolveRoute(path)).toEqual({ kind: 'fatal404', message: `Seite nicht gefunden: ${path}` });
    expect(matchRoute(path)).toBeNull();
  });

  it('the fatal message has no query', () => {
    expect(resolveRoute('/suche/0', '?q=x')).toEqual({
      kind: 'fatal404',
      message: 'Seite nicht gefunden: /suche/0',
    });
  });
});

describe('unmatched paths give a non-fatal 404', () => {
  it.each(['/Sport!', '/Sport', '/sport/Foo', '/__mein-portal/unknown', '/sport//x', '/%C3%BCber', '/a b'])(
    '%s',
    (path) => {
      expect(resolveRoute(path)).toEqual({ kind: 'notFound', message: `Seite nicht gefunden: ${path}` });
      expect(matchRoute(path)).toBeNull();
    },
  );

  it('the full path includes the query', () => {
    expect(resolveRoute('/Sport!', '?a=1&b=2')).toEqual({
      kind: 'notFound',
      message: 'Seite nicht gefunden: /Sport!?a=1&b=2',
    });
    expect(resolveRoute('/Sport!', 'a=1')).toEqual({
      kind: 'notFound',
      message: 'Seite nicht gefunden: /Sport!?a=1',
    });
    expect(resolveRoute('/Sport!', '?')).toEqual({
      kind: 'notFound',
      message: 'Seite nicht gefunden: /Sport!',
    });
    expect(resolveRoute('/Sport!?x=1')).toEqual({
      kind: 'notFound',
      message: 'Seite nicht gefunden: /Sport!?x=1',
    });
  });
});

describe('precedence', () => {
  it.each([
    ['/autoren', 'authors'],
    ['/themen', 'topics'],
    ['/meineregion', 'my-region'],
    ['/agb', 'agb-document'],
    ['/podcasts', 'podcasts'],
    ['/order', 'order'],
    ['/account', 'account'],
    ['/bookmarks', 'bookmarks'],
    ['/newsletters', 'newsletters'],
    ['/sport', 'channel'],
    ['/lokales/rheinau', 'channel'],
    ['/themen/12/3/4', 'channel'],
    ['/order/unknown', 'channel'],
  ])('%s is %s', (path, name) => {
    expect(matchRoute(path)?.route.name).toBe(name);
  });
});

describe('normalisation', () => {
  it.each([
    ['/autoren/', 'authors'],
    ['/suche/2/', 'search'],
    ['', 'home'],
    ['/suche?q=rhein', 'search'],
    ['/foo-12#kommentare', 'article'],
  ])('%j is %s', (path, name) => {
    expect(matchRoute(path)?.route.name).toBe(name);
  });

  it('decodes parameters', () => {
    expect(matchRoute('/error/payment%2Dfailed')?.params).toEqual({ errorMessageKey: 'payment-failed' });
    expect(matchRoute('/change-password/%E0%A4%A')?.params).toEqual({ code: '%E0%A4%A' });
  });

  it('is case-sensitive', () => {
    expect(matchRoute('/Autoren')).toBeNull();
  });
});

describe('redirect', () => {
  it('/order/onepage-checkout redirects to /order/checkout', () => {
    const resolved = resolveRoute('/order/onepage-checkout');
    expect(resolved.kind === 'ok' && resolved.route.redirect).toBe('/order/checkout');
    expect(matchRoute('/order/checkout')?.route.redirect).toBeUndefined();
  });

  it('every redirect target is itself a route without a redirect', () => {
    for (const route of routes) {
      if (!('redirect' in route) || route.redirect === undefined) continue;
      const target = matchRoute(route.redirect);
      expect(target).not.toBeNull();
      expect(target?.route.redirect).toBeUndefined();
    }
  });
});

describe('middleware', () => {
  it('knows the seven middleware names', () => {
    expect([...routeMiddlewareNames].sort()).toEqual(
      [
        'auth',
        'payment-session',
        'account-tabs-access',
        'open-change-password',
        'registration-state',
        'iframe-embedding',
        'gift-article',
      ].sort(),
    );
  });

  it('the route table uses only known middleware', () => {
    expect(() => assertKnownMiddleware()).not.toThrow();
    expect(() => assertKnownMiddleware(routes)).not.toThrow();
  });

  it('throws for an unknown middleware name', () => {
    expect(() =>
      assertKnownMiddleware([{ middleware: ['auth'] }, { middleware: ['auth', 'geo-block'] }]),
    ).toThrow('Unknown route middleware: geo-block');
  });

  it('checks against the names an implementation registry offers', () => {
    expect(() =>
      assertKnownMiddleware(
        routes,
        routeMiddlewareNames.filter((n) => n !== 'auth'),
      ),
    ).toThrow('Unknown route middleware: auth');
    expect(() => assertKnownMiddleware(routes, [...routeMiddlewareNames])).not.toThrow();
  });

  it('every known middleware is used by some route', () => {
    const used = new Set(routes.flatMap((route) => [...route.middleware]));
    expect([...used].sort()).toEqual([...routeMiddlewareNames].sort());
  });
});

describe('parameter rules', () => {
  it('isRouteId', () => {
    expect(isRouteId('0')).toBe(false);
    expect(isRouteId('123')).toBe(true);
    expect(isRouteId('')).toBe(false);
    expect(isRouteId('12a')).toBe(false);
    expect(isRouteId('-1')).toBe(false);
    expect(isRouteId(undefined)).toBe(false);
    expect(isRouteId('2147483648')).toBe(false);
    expect(isRouteId('9007199254740993')).toBe(false);
    expect(isRouteId('1.5')).toBe(false);
  });
  it('isRouteSlug', () => {
    expect(isRouteSlug('neue-bruecke-2')).toBe(true);
    expect(isRouteSlug('')).toBe(false);
    expect(isRouteSlug('Neue')).toBe(false);
    expect(isRouteSlug('ü')).toBe(false);
    expect(isRouteSlug(undefined)).toBe(false);
  });
  it('isRoutePage', () => {
    expect(isRoutePage(undefined)).toBe(true);
    expect(isRoutePage('1')).toBe(true);
    expect(isRoutePage('1000')).toBe(true);
    expect(isRoutePage('1001')).toBe(false);
    expect(isRoutePage('0')).toBe(false);
    expect(isRoutePage('')).toBe(false);
    expect(isRoutePage('01')).toBe(false);
  });
});
