import type { Server } from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import { startTestGateway } from './startTestGateway';

/**
 * Property-based: malformed, oversized, NUL-containing, odd-encoding and boundary values in paths, query strings,
 * headers (Host, X-Forwarded-*, Cookie, Content-Type) and bodies, sent to the public endpoints and document routes
 * of a listening gateway. Never a 500; a 4xx says what was wrong (a code); the process keeps serving and the
 * stored accounts are unchanged. Server-rendered documents answer 503 in jest (no build), which is allowed here.
 */
let server: Server;
let origin: string;
let close: () => Promise<void>;
let login: (email: string) => Promise<{ cookie: string; ssoId: string }>;

beforeAll(async () => {
  ({ server, origin, close, login } = await startTestGateway({ env: { IDENTITY_TIMEOUT_MS: '60000' } }));
}, 240_000);
afterAll(async () => {
  await close();
});

const getPaths = [
  '/',
  '/robots.txt',
  '/sitemap.xml',
  '/rss.xml',
  '/api/validate',
  '/api/settings',
  '/api/fa-public-key',
  '/content/v5/home',
  '/content/v5/search',
  '/content/v5/articles/search',
  '/content/v5/articles/100001',
  '/cms/users/me',
  '/cms/auth/providers',
  '/user-api/mandators/rb/users/x/bookmarks',
  '/remotes/mf-articles/remoteEntry.js',
  '/lokales',
  '/12345',
];
const postPaths = [
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/forgot-password',
  '/cms/auth/local',
  '/cms/auth/refresh',
  '/cms/users/me',
  '/api/mein/oauth2/registration/form',
];

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '%00', '%zz', '%c0%ae', '..', '../../etc/passwd', '\uFEFF', '\uD800'),
  fc.nat().map((n) => 'x'.repeat(n % 5000)),
);
/** Printable ASCII only: what an HTTP client can put into a header at all. */
const headerText = fc
  .string({ unit: 'binary-ascii', maxLength: 60 })
  .map((s) => s.replace(/[^\x20-\x7e]/g, '?'));
const encoded = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%zz'; // a lone surrogate
  }
};
const pathSuffix = fc.oneof(
  fc.constant(''),
  oddText.map((s) => `/${encoded(s)}`),
  fc.constantFrom('/%00', '/%zz', '/%2e%2e/%2e%2e', '//evil.example', '/;a=b', '/.map', '.map'),
);
const query = fc
  .array(
    fc.tuple(fc.constantFrom('q', 'searchTerms', 'page', 'offset', 'limit', 'forceRefresh', 'x'), oddText),
    {
      maxLength: 3,
    },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encoded(v)}`).join('&')}` : ''));
const headers = fc.record(
  {
    host: fc.oneof(headerText, fc.constantFrom('la.localhost', 'evil.example', 'localhost:0', '[::1]')),
    'x-forwarded-for': fc.oneof(headerText, fc.constantFrom('1.2.3.4', '::1, 10.0.0.1', '999.1.1.1')),
    'x-forwarded-host': headerText,
    'x-forwarded-proto': fc.oneof(headerText, fc.constantFrom('https', 'javascript:alert(1)//', '1')),
    cookie: fc.oneof(
      headerText,
      fc.constantFrom('news_id=eyJ.x.y', 'news_refresh=%zz', 'news_id=; news_id=a'),
    ),
    'content-type': fc.oneof(
      headerText,
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-16',
        'text/plain',
        'multipart/form-data',
      ),
    ),
    'x-mandator': fc.constantFrom('la', 'evil'),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .record({ identifier: oddText, password: oddText, email: oddText, refreshToken: oddText })
    .map((v) => JSON.stringify(v)),
  oddText,
  fc.constantFrom('{', '{"a":', '[]', 'null', '"\\u0000"'),
);

/** A refusal says why: a JSON code or message, or an HTML page for a document. */
const saysWhy = (res: request.Response) => {
  if (/text\/html/.test(String(res.headers['content-type']))) return true;
  const b = res.body as { code?: unknown; message?: unknown; error?: { name?: unknown } } | undefined;
  return typeof b?.code === 'string' || typeof b?.message === 'string' || typeof b?.error?.name === 'string';
};

const expectSane = (what: string, res: request.Response) => {
  // 503: documents without a build in jest, or an upstream busy; never a crash
  expect([what, res.status < 500 || res.status === 503]).toEqual([what, true]);
  if (res.status >= 400 && res.status < 500 && res.status !== 405)
    expect([what, saysWhy(res)]).toEqual([what, true]);
};

it('answers hostile GETs and POSTs with no 500, a code on every 4xx, and keeps serving', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.boolean(),
      fc.constantFrom(...getPaths),
      fc.constantFrom(...postPaths),
      pathSuffix,
      query,
      headers,
      body,
      fc.boolean(),
      async (isPost, getPath, postPath, suffix, search, hdrs, payload, sameOrigin) => {
        const url = `${isPost ? postPath : getPath}${isPost ? '' : suffix}${search}`;
        let req = isPost ? request(server).post(url) : request(server).get(url);
        for (const [name, value] of Object.entries(hdrs)) req = req.set(name, value);
        if (sameOrigin) req = req.set('origin', origin);
        const res = isPost ? await req.send(payload) : await req;
        expectSane(`${isPost ? 'POST' : 'GET'} ${url} ${JSON.stringify(hdrs)}`, res);
      },
    ),
    { numRuns: 300, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31) },
  );
  expect((await request(server).get('/healthz')).status).toBe(200);
  // nothing stored changed: the demo reader still signs in with the seeded password
  await expect(login('leser@example.com')).resolves.toMatchObject({ ssoId: expect.any(String) });
}, 180_000);
