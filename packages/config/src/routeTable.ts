/**
 * The one route table of the site (spec §2): public, order, portal and dialog-flow routes with their meta.
 * Used by the shell (which application and layout serve a path) and by the gateway (SSR, caching, 404s).
 *
 * Matching has two steps, like the product's router: a route's structural matcher decides whether the path is
 * "its" path (first match in table order wins; the catch-all channel page is last), then its validate rule
 * decides whether the parameters are acceptable. A failed validate rule is a fatal 404; a path no route matches
 * is a non-fatal 404.
 */
import { readContentId, readPageNumber } from '@news/contracts/contentParams';

export type RouteApp = 'mf-articles' | 'mf-portal' | 'mf-dialog-flow';
export type RouteLayout = 'default' | 'mein-portal' | 'mein-dialog-flow';
export type RouteParams = Record<string, string | undefined>;

/** The known route middleware (guards). */
export const routeMiddlewareNames = [
  'auth',
  'payment-session',
  'account-tabs-access',
  'open-change-password',
  'registration-state',
  'iframe-embedding',
  'gift-article',
] as const;
export type RouteMiddlewareName = (typeof routeMiddlewareNames)[number];

export interface RouteDefinition<N extends string = string> {
  name: N;
  /** Human-readable pattern (documentation, logs); matching uses `match`. */
  pattern: string;
  app: RouteApp;
  layout: RouteLayout;
  middleware: readonly string[];
  showProgressBar: boolean;
  showUtilityBar: boolean;
  prefetch: boolean;
  /** Seconds a cached document may be served stale while it is revalidated. */
  staleWhileRevalidate?: number;
  /** staleWhileRevalidate in the gift variant (mandator feature giftArticles), where it differs. */
  giftStaleWhileRevalidate?: number;
  /** Rejects structurally matching paths with bad parameters (fatal 404). */
  validate?: (params: RouteParams) => boolean;
  /** Path this route redirects to. */
  redirect?: string;
  ssr: boolean;
  /** Structural matcher: the parameters when the (normalised) path has this route's shape, otherwise null. */
  match: (pathname: string) => RouteParams | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Parameter rules

const slugPattern = /^[a-z0-9-]+$/;
const errorKeyPattern = /^[A-Za-z0-9_.-]+$/;

/** Ids are those readContentId reads: digits that some content can have (others are a 404 without a lookup). */
export const isRouteId = (value: string | undefined): boolean => typeof readContentId(value) === 'number';
/** Slugs are lower-case letters, digits and dashes. */
export const isRouteSlug = (value: string | undefined): boolean =>
  value !== undefined && slugPattern.test(value);
/** A page, when present, is one readPageNumber reads (1 to 1000, no leading zero). */
export const isRoutePage = (value: string | undefined): boolean => readPageNumber(value) !== undefined;

const validPage = (p: RouteParams) => isRoutePage(p.page);
const validIdAndPage = (p: RouteParams) => isRouteId(p.id) && isRoutePage(p.page);
const validSlug = (p: RouteParams) => isRouteSlug(p.slug);
const validSlugAndId = (p: RouteParams) => isRouteSlug(p.slug) && isRouteId(p.id);
const validSlugIdAndPage = (p: RouteParams) => validSlugAndId(p) && isRoutePage(p.page);

// ---------------------------------------------------------------------------------------------------------------
// Structural matchers

type Matcher = RouteDefinition['match'];

const decode = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Matches exactly one path. */
const exact =
  (path: string): Matcher =>
  (pathname) =>
    pathname === path ? {} : null;

/** Matches a regular expression; its capture groups become the named parameters (URI-decoded). */
const regex =
  (pattern: RegExp, names: readonly string[]): Matcher =>
  (pathname) => {
    const found = pattern.exec(pathname);
    if (!found) return null;
    const params: RouteParams = {};
    names.forEach((name, index) => {
      params[name] = decode(found[index + 1]);
    });
    return params;
  };

/** Splits a `{slug}-{id}` segment at its last dash. Without a dash the slug is empty (fails validation). */
const splitSlugId = (segment: string | undefined): { slug: string; id: string } => {
  const value = segment ?? '';
  const dash = value.lastIndexOf('-');
  return dash < 0 ? { slug: '', id: value } : { slug: value.slice(0, dash), id: value.slice(dash + 1) };
};

/** `{prefix}/{slug}-{id}` with an optional `/{page}` when `withPage`. */
const slugIdUnder = (prefix: string, withPage: boolean): Matcher => {
  const inner = regex(new RegExp(`^${prefix}/([^/]+)${withPage ? '(?:/([^/]+))?' : ''}$`), [
    'segment',
    'page',
  ]);
  return (pathname) => {
    const found = inner(pathname);
    if (!found) return null;
    const params: RouteParams = splitSlugId(found.segment);
    if (withPage) params.page = found.page;
    return params;
  };
};

/** `{prefix}` or `{prefix}/{page}`. */
const withOptionalPage = (prefix: string): Matcher => regex(new RegExp(`^${prefix}(?:/([^/]+))?$`), ['page']);

// ---------------------------------------------------------------------------------------------------------------
// Route builders with the defaults of each area

type RouteInput<N extends string> = Pick<RouteDefinition<N>, 'name' | 'pattern' | 'match'> &
  Partial<Omit<RouteDefinition<N>, 'name' | 'pattern' | 'match' | 'middleware'>> & {
    middleware?: readonly RouteMiddlewareName[];
  };

const publicRoute = <const N extends string>(input: RouteInput<N>): RouteDefinition<N> => ({
  app: 'mf-articles',
  layout: 'default',
  middleware: [],
  showProgressBar: false,
  showUtilityBar: true,
  prefetch: true,
  ssr: true,
  ...input,
});

const portalRoute = <const N extends string>(input: RouteInput<N>): RouteDefinition<N> => ({
  app: 'mf-portal',
  layout: 'mein-portal',
  middleware: [],
  showProgressBar: false,
  showUtilityBar: false,
  prefetch: false,
  ssr: false,
  ...input,
});

const dialogRoute = <const N extends string>(input: RouteInput<N>): RouteDefinition<N> => ({
  app: 'mf-dialog-flow',
  layout: 'mein-dialog-flow',
  middleware: [],
  showProgressBar: false,
  showUtilityBar: false,
  prefetch: false,
  ssr: false,
  ...input,
});

const staticPortal = <const N extends string>(
  name: N,
  path: string,
  middleware: readonly RouteMiddlewareName[] = [],
) => portalRoute({ name, pattern: path, match: exact(path), middleware });

const documentRoute = <const N extends string>(name: N, path: string) =>
  publicRoute({ name, pattern: path, match: exact(path) });

const dialogBase = '/__mein-portal/dialog-flow';

// ---------------------------------------------------------------------------------------------------------------
// The table. Order matters: the first structural match wins, the catch-all channel page is last.

export const routes = [
  // Public
  publicRoute({
    name: 'home',
    pattern: '/',
    match: exact('/'),
    staleWhileRevalidate: 300,
    giftStaleWhileRevalidate: 120,
  }),
  publicRoute({
    name: 'article',
    pattern: '/:slug?-:id',
    // One segment: digits, optionally preceded by a slug and a dash (`/neue-bruecke-12345`, `/12345`).
    match: regex(/^\/(?:([^/]*)-)?([0-9]+)$/, ['slug', 'id']),
    validate: (p) => (p.slug === undefined || isRouteSlug(p.slug)) && isRouteId(p.id),
    middleware: ['gift-article'],
    showProgressBar: true,
    showUtilityBar: false,
  }),
  publicRoute({
    name: 'author',
    pattern: '/autor/:slug-:id/:page?',
    match: slugIdUnder('/autor', true),
    validate: validSlugIdAndPage,
  }),
  publicRoute({ name: 'authors', pattern: '/autoren', match: exact('/autoren') }),
  publicRoute({
    name: 'search',
    pattern: '/suche/:page?',
    match: withOptionalPage('/suche'),
    validate: validPage,
  }),
  publicRoute({ name: 'topics', pattern: '/themen', match: exact('/themen') }),
  publicRoute({
    name: 'topic',
    pattern: '/themen/:id/:page?',
    match: regex(/^\/themen\/([^/]+)(?:\/([^/]+))?$/, ['id', 'page']),
    validate: validIdAndPage,
  }),
  publicRoute({
    name: 'headlines',
    pattern: '/schlagzeilen/:page?',
    match: withOptionalPage('/schlagzeilen'),
    validate: validPage,
  }),
  publicRoute({ name: 'my-region', pattern: '/meineregion', match: exact('/meineregion') }),
  publicRoute({
    name: 'newsletter-registration',
    pattern: '/newsletter-anmeldung',
    match: exact('/newsletter-anmeldung'),
  }),
  publicRoute({
    name: 'newsletter-detail',
    pattern: '/newsletter-anmeldung/:slug',
    match: regex(/^\/newsletter-anmeldung\/([^/]+)$/, ['slug']),
    validate: validSlug,
  }),
  documentRoute('agb-document', '/agb'),
  documentRoute('accessibility-document', '/accessibility'),
  documentRoute('datenschutz-document', '/datenschutz'),
  documentRoute('impressum-document', '/impressum'),
  publicRoute({
    name: 'test-reports',
    pattern: '/testberichte/:page?',
    match: withOptionalPage('/testberichte'),
    validate: validPage,
    staleWhileRevalidate: 300,
  }),
  publicRoute({
    name: 'test-report',
    pattern: '/testbericht/:slug-:id',
    match: slugIdUnder('/testbericht', false),
    validate: validSlugAndId,
    staleWhileRevalidate: 300,
  }),
  publicRoute({ name: 'podcasts', pattern: '/podcasts', match: exact('/podcasts') }),
  publicRoute({
    name: 'podcast-detail',
    pattern: '/podcasts/:slug-:id',
    match: slugIdUnder('/podcasts', false),
    validate: validSlugAndId,
  }),
  publicRoute({
    name: 'newest-articles',
    pattern: '/neueste-artikel/:page?',
    match: withOptionalPage('/neueste-artikel'),
    validate: validPage,
  }),
  publicRoute({
    name: 'tag-page',
    pattern: '/tag/:slug-:id/:page?',
    match: slugIdUnder('/tag', true),
    validate: validSlugIdAndPage,
  }),

  // Order (member-portal layout)
  staticPortal('order', '/order'),
  staticPortal('order-abo', '/order/abo'),
  staticPortal('order-code', '/order/code', ['auth']),
  staticPortal('order-invite', '/order/invite', ['auth']),
  staticPortal('order-checkout', '/order/checkout'),
  portalRoute({
    name: 'order-onepage-checkout',
    pattern: '/order/onepage-checkout',
    match: exact('/order/onepage-checkout'),
    redirect: '/order/checkout',
  }),

  // Portal
  staticPortal('account', '/account', ['auth', 'payment-session', 'account-tabs-access']),
  staticPortal('account-abo', '/account/abo', ['auth', 'payment-session', 'account-tabs-access']),
  staticPortal('account-coins', '/account/coins', ['auth', 'payment-session', 'account-tabs-access']),
  staticPortal('account-plus-verification', '/account/plus-verification', [
    'auth',
    'payment-session',
    'account-tabs-access',
  ]),
  staticPortal('deine-themen-verwalten', '/deine-themen-verwalten', ['auth']),
  staticPortal('newsletters', '/newsletters', ['auth']),
  staticPortal('regions', '/regions', ['auth']),
  staticPortal('bookmarks', '/bookmarks'),
  staticPortal('read-articles', '/read-articles'),
  portalRoute({
    name: 'error',
    pattern: '/error/:errorMessageKey',
    match: regex(/^\/error\/([^/]+)$/, ['errorMessageKey']),
    validate: (p) => p.errorMessageKey !== undefined && errorKeyPattern.test(p.errorMessageKey),
  }),
  portalRoute({
    name: 'change-password-code',
    pattern: '/change-password/:code',
    match: regex(/^\/change-password\/([^/]+)$/, ['code']),
    middleware: ['open-change-password'],
  }),

  // Dialog flow (inside the dialog iframe)
  dialogRoute({
    name: 'dialog-login',
    pattern: `${dialogBase}/login`,
    match: exact(`${dialogBase}/login`),
    middleware: ['registration-state', 'iframe-embedding'],
  }),
  dialogRoute({
    name: 'dialog-registration',
    pattern: `${dialogBase}/registration`,
    match: exact(`${dialogBase}/registration`),
    middleware: ['registration-state', 'iframe-embedding'],
  }),
  dialogRoute({
    name: 'dialog-forgot-password',
    pattern: `${dialogBase}/forgot-password`,
    match: exact(`${dialogBase}/forgot-password`),
    middleware: ['iframe-embedding'],
  }),
  dialogRoute({
    name: 'dialog-change-password',
    pattern: `${dialogBase}/change-password`,
    match: exact(`${dialogBase}/change-password`),
    middleware: ['iframe-embedding'],
  }),
  dialogRoute({
    name: 'dialog-complete-registration',
    pattern: `${dialogBase}/complete-registration`,
    match: exact(`${dialogBase}/complete-registration`),
    middleware: ['iframe-embedding'],
  }),
  dialogRoute({
    name: 'dialog-verify-email',
    pattern: `${dialogBase}/verify-email`,
    match: exact(`${dialogBase}/verify-email`),
    middleware: ['iframe-embedding'],
  }),
  dialogRoute({
    name: 'dialog-onboarding',
    pattern: `${dialogBase}/onboarding`,
    match: exact(`${dialogBase}/onboarding`),
    middleware: ['iframe-embedding'],
  }),
  // The reader's lists in the dialog layout: made to be shown in a frame (the site's overlay, a partner page),
  // so they may be framed like the dialog flow (spec §2 "All verify iframe embedding").
  dialogRoute({
    name: 'dialog-bookmarks',
    pattern: '/__mein-portal/bookmarks',
    match: exact('/__mein-portal/bookmarks'),
    app: 'mf-portal',
    middleware: ['iframe-embedding'],
  }),
  dialogRoute({
    name: 'dialog-read-articles',
    pattern: '/__mein-portal/read-articles',
    match: exact('/__mein-portal/read-articles'),
    app: 'mf-portal',
    middleware: ['iframe-embedding'],
  }),

  // Catch-all channel page: one or more lower-case segments. Must stay last.
  publicRoute({
    name: 'channel',
    pattern: '/:slug*',
    match: regex(/^\/([a-z0-9-]+(?:\/[a-z0-9-]+)*)$/, ['slug']),
    staleWhileRevalidate: 300,
  }),
] as const;

export type Route = (typeof routes)[number];
export type RouteName = Route['name'];

export interface RouteMatch {
  route: Route;
  params: RouteParams;
}

export type ResolvedRoute =
  | { kind: 'ok'; route: Route; params: RouteParams }
  | { kind: 'fatal404'; message: string }
  | { kind: 'notFound'; message: string };

// ---------------------------------------------------------------------------------------------------------------
// Matching

/** Splits an input that may carry a query or hash into path and query. */
const splitInput = (input: string): { path: string; query: string } => {
  const hash = input.indexOf('#');
  const withoutHash = hash < 0 ? input : input.slice(0, hash);
  const q = withoutHash.indexOf('?');
  return q < 0
    ? { path: withoutHash, query: '' }
    : { path: withoutHash.slice(0, q), query: withoutHash.slice(q) };
};

/** The path as the matchers see it: '' is '/', and one trailing slash is dropped ('/autoren/' is '/autoren'). */
const normalise = (path: string): string => {
  if (path === '' || path === '/') return '/';
  return path.endsWith('/') ? path.slice(0, -1) : path;
};

const findStructural = (path: string): RouteMatch | null => {
  for (const route of routes) {
    const params = route.match(path);
    if (params) return { route, params };
  }
  return null;
};

/** The route serving a path with its parameters, or null when no route matches or its validate rule fails. */
export function matchRoute(pathname: string): RouteMatch | null {
  const found = findStructural(normalise(splitInput(pathname).path));
  if (!found) return null;
  if (found.route.validate && !found.route.validate(found.params)) return null;
  return found;
}

/** The start of a 404's message, before the path: readers see it on the 404 page. */
export const NOT_FOUND_TEXT = 'Seite nicht gefunden';

/** A path with its query ('?' added when missing, an empty query dropped): the "fullPath" of error messages. */
export function fullPath(path: string, search: string): string {
  if (search === '' || search === '?') return path;
  return `${path}${search.startsWith('?') ? search : `?${search}`}`;
}

/**
 * Resolves a path like the product's router: ok, a fatal 404 ("Seite nicht gefunden: {path}") when the matching
 * route's validate rule fails, or a non-fatal 404 ("Seite nicht gefunden: {fullPath}", with the query) when no
 * route matches. The messages are the spec's "Page Not Found" / "Page not found" in German: the 404 page shows
 * them to the reader. `search` is the query string (with or without '?'); a query inside `pathname` is used when it is absent.
 */
export function resolveRoute(pathname: string, search?: string): ResolvedRoute {
  const { path, query } = splitInput(pathname);
  const found = findStructural(normalise(path));
  if (!found) return { kind: 'notFound', message: `${NOT_FOUND_TEXT}: ${fullPath(path, search ?? query)}` };
  if (found.route.validate && !found.route.validate(found.params)) {
    return { kind: 'fatal404', message: `${NOT_FOUND_TEXT}: ${path}` };
  }
  return { kind: 'ok', route: found.route, params: found.params };
}

/**
 * Throws "Unknown route middleware: X" (spec §8) when a route names a middleware that is not in `implemented`
 * (by default: the known names). The shell passes the names its registry implements, at start.
 */
export function assertKnownMiddleware(
  table: readonly Pick<RouteDefinition, 'middleware'>[] = routes,
  implemented: readonly string[] = routeMiddlewareNames,
): void {
  for (const route of table) {
    for (const name of route.middleware) {
      if (!implemented.includes(name)) throw new Error(`Unknown route middleware: ${name}`);
    }
  }
}
