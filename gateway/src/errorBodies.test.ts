import request from 'supertest';
import { apiErrorSchema } from '@news/contracts/apiError';
import { startTestGateway } from './startTestGateway';

/**
 * Issue 13: every error body the gateway builds itself is `{ status, code, message }` (packages/contracts apiError):
 * a machine-readable code and a German text, never a bare code as the message. One request per place that answers
 * an error of its own.
 */
let t: Awaited<ReturnType<typeof startTestGateway>>;

beforeAll(async () => {
  t = await startTestGateway({ env: { IDENTITY_TIMEOUT_MS: '60000' } });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Case = { name: string; status: number; code: string; send: () => request.Test };

const cases = (): Case[] => [
  {
    name: 'unknown API path',
    status: 404,
    code: 'not_found',
    send: () => request(t.server).get('/api/gibt-es-nicht'),
  },
  {
    name: 'a state change from another site (requireSameOrigin)',
    status: 403,
    code: 'csrf_check_failed',
    send: () =>
      request(t.server)
        .post('/api/auth/login')
        .set('origin', 'https://evil.example')
        .send({ identifier: 'a@example.com', password: 'x' }),
  },
  {
    name: 'a session cookie sent upstream from another site (mountUpstreams)',
    status: 403,
    code: 'csrf_check_failed',
    send: () =>
      request(t.server)
        .post('/user-api/mandators/rb/users/de300000-0000-4000-8000-000000000001/bookmarks/articles/1')
        .set('origin', 'https://evil.example')
        .set('cookie', 'news_id=abc')
        .send({}),
  },
  {
    name: 'a sign-in that is not JSON (createAuthRouter)',
    status: 415,
    code: 'json_required',
    send: () =>
      request(t.server)
        .post('/api/auth/login')
        .set('origin', t.origin)
        .type('form')
        .send('identifier=a&password=b'),
  },
  {
    name: 'a password change without a session (createAuthRouter)',
    status: 401,
    code: 'login_required',
    send: () =>
      request(t.server)
        .post('/api/auth/change-password')
        .set('origin', t.origin)
        .send({ currentPassword: 'a', password: 'b', passwordConfirmation: 'b' }),
  },
  {
    name: 'a profile change with a cookie that is no session (createCmsSessionRouter)',
    status: 401,
    code: 'login_required',
    send: () =>
      request(t.server)
        .patch('/cms/users/me')
        .set('origin', t.origin)
        .set('cookie', 'news_id=kein-token')
        .send({ firstName: 'Eva' }),
  },
  {
    name: 'an unknown social sign-in provider (createSocialLoginRouter)',
    status: 404,
    code: 'not_found',
    send: () => request(t.server).get('/api/oauth2/KEIN_ANBIETER/login'),
  },
  {
    name: 'the payload of a route that is not server-rendered (payloadHandler)',
    status: 404,
    code: 'page_not_found',
    send: () => request(t.server).get('/account/_payload.json'),
  },
  {
    name: 'a body that is no JSON at all (the error handler of createGateway)',
    status: 400,
    code: 'bad_request',
    send: () =>
      request(t.server).post('/api/auth/login').set('origin', t.origin).type('json').send('{"identifier":'),
  },
  {
    name: 'an image address of the wrong shape (createImageRouter)',
    status: 400,
    code: 'invalid_path',
    send: () => request(t.server).get('/img/kaputt'),
  },
  {
    name: 'a newsletter confirmation from another site (createNewsletterLinkRouter)',
    status: 403,
    code: 'csrf_check_failed',
    send: () =>
      request(t.server)
        .post('/newsletter/bestaetigen')
        .set('origin', 'https://evil.example')
        .type('form')
        .send('token=abc'),
  },
  {
    name: 'an unknown consent choice (createConsentRouter)',
    status: 400,
    code: 'invalid_consent_choice',
    send: () =>
      request(t.server).post('/api/consent').set('origin', t.origin).type('form').send('choice=alles'),
  },
  {
    name: 'the script of an unknown vendor (createDemoVendorRouter)',
    status: 404,
    code: 'unknown_vendor',
    send: () => request(t.server).get('/demo-vendors/unbekannt.js'),
  },
  {
    name: 'the onboarding status without a session (createAppServerRouter)',
    status: 401,
    code: 'login_required',
    send: () => request(t.server).get('/api/onboarding'),
  },
  {
    name: 'topic articles for a body of the wrong shape (createAppServerRouter)',
    status: 400,
    code: 'invalid_bookmarked_tags',
    send: () =>
      request(t.server)
        .post('/api/bookmarkedTagsArticles')
        .set('origin', t.origin)
        .send({ bookmarkedTags: 'x' }),
  },
  {
    name: 'a source map (serveRemotes)',
    status: 404,
    code: 'not_found',
    send: () => request(t.server).get('/remotes/mf-articles/remoteEntry.js.map'),
  },
];

describe('error bodies of the gateway', () => {
  it.each(cases().map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const res = await c.send();
    expect(res.status).toBe(c.status);
    const body = apiErrorSchema.safeParse(res.body);
    expect(body.success ? body.data : res.body).toEqual({
      status: c.status,
      code: c.code,
      message: expect.stringMatching(/\s/),
    });
  });
});
