import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { getMandator } from '@news/config/mandators';
import type { ArticlePage } from '@news/contracts/contentPages';
import type { AccessDecision } from '@news/contracts/paywallApi';
import type { ReaderSession } from '../auth/createSessionResolver';
import type { Decided, Entitlement } from '../entitlement/createEntitlement';
import type { ContentSource } from '../ssr/contentFetchJson';
import { createSelfRequest } from '../upstream/selfRequest';
import { createPaywallRouter } from './createPaywallRouter';

const ORIGIN = 'http://localhost:3000';

const article = (isPaywalled: boolean): ArticlePage =>
  ({
    type: 'article',
    id: 42,
    title: 'Ein plus-Artikel',
    lead: 'Der Vorspann.',
    teaserText: 'Teaser',
    publishDate: '2026-11-20T10:00:00.000Z',
    authors: [],
    maintag: { id: 1, label: 'Politik', path: '/themen/1' },
    tags: [],
    channel: { label: 'Politik', path: '/politik' },
    contentRestriction: 'plus',
    isPaywalled,
    isSoldContent: true,
    isOpinion: false,
    isPodcast: false,
    isVideoArticle: false,
    contentItems: isPaywalled ? [] : [{ type: 'paragraph', text: 'Der bezahlte Text.' }],
    relatedArticles: { topicName: 'Politik', teasers: [] },
    analytics: {
      contentId: 42,
      ressort: 'politik',
      contentType: 'article',
      contentRestriction: 'plus',
      pageType: 'Artikelseite',
      wordCount: 4,
    },
    canonicalPath: '/ein-plus-artikel-42',
    seo: { title: 'Ein plus-Artikel', description: 'd' },
  }) as unknown as ArticlePage;

const decided = (decision: Partial<AccessDecision>): Decided => ({
  kind: 'decided',
  decision: {
    open: false,
    reason: 'locked',
    linkToken: { state: 'none' },
    results: [{ sdkFeatureSlug: 'paywall-template', outputValue: 'subscription-offer' }],
    ...decision,
  },
  access: { id: 42, contentRestriction: 'plus', tagIds: [1], soldWithCredits: true },
  session: null,
});

const reader: ReaderSession = {
  jwt: 'the.readers.token',
  claims: {
    iss: 'i',
    aud: 'a',
    sub: 'de300000-0000-4000-8000-000000000003',
    iat: 0,
    exp: 9_999_999_999,
    email: 'plus@example.com',
    email_verified: true,
    roles: ['PLUS_USER'],
  },
};

/** The paywall service's own endpoints behind the gateway's paths, stood in for; it records what it got. */
let service: Server | undefined;
const serviceCalls: { path: string; authorization?: string; body: unknown }[] = [];
beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    serviceCalls.push({ path: req.path, authorization: req.headers.authorization, body: req.body });
    next();
  });
  app.post('/paywall/gift-links', (_req, res) => {
    res.status(201).json({
      path: '/42?link-token=aaaa.bbbb.cccc',
      token: 'aaaa.bbbb.cccc',
      expiresAt: '2026-12-25T10:00:00.000Z',
      quota: { limit: 5, remaining: 4 },
    });
  });
  app.post('/paywall/link-tokens/validate', (_req, res) => {
    res
      .status(400)
      .json({ status: 400, code: 'link_token_expired', message: 'Dieser Geschenk-Link ist abgelaufen.' });
  });
  service = createServer(app);
  await new Promise<void>((resolve) => service?.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => service?.close(resolve));
});

function gateway(opts: { decided?: Decided; session?: ReaderSession | null; articleAnswer?: ArticlePage }) {
  const decide = jest.fn(async () => opts.decided ?? decided({}));
  const entitlement: Entitlement = {
    decide,
    anonymousAnswers: async () => {
      throw new Error('not asked by the paywall routes');
    },
  };
  const contentCalls: { path: string; headers?: Readonly<Record<string, string>> }[] = [];
  const contentSource: ContentSource = async (path, _m, _s, headers) => {
    contentCalls.push({ path, ...(headers ? { headers } : {}) });
    return {
      status: 200,
      json: async () => opts.articleAnswer ?? article(true),
      discard: async () => undefined,
    };
  };
  const app = express();
  app.use((_req, res, next) => {
    res.locals.mandator = getMandator('rb');
    next();
  });
  app.use(
    '/api',
    createPaywallRouter({
      self: createSelfRequest(`http://127.0.0.1:${(service?.address() as AddressInfo).port}`, 'token'),
      contentSource,
      resolveSession: async () => opts.session ?? null,
      entitlement,
      timeoutMs: 1000,
      logger: pino({ level: 'silent' }),
    }),
  );
  return { app, decide, contentCalls };
}

const payload = {
  inputs: {
    _dm_ressort: 'politik',
    _dm_contentRestriction: 'plus',
    _dm_referrer: '',
    _dm_device: 'desktop',
    _dm_pageType: 'Artikelseite',
    _dm_contentid: '42',
    _anonId: '0123abcd',
    _dm_linkTokenState: 'none',
    _dm_linkTokenType: '',
  },
  path: '/ein-plus-artikel-42',
  session: '0123abcd',
};

describe('POST /api/paywall/decision', () => {
  it("answers the paywall service's results for the reader, without a grant and without counting", async () => {
    const { app, decide } = gateway({ decided: decided({ grant: 'never-to-the-browser' }) });
    const res = await request(app)
      .post('/api/paywall/decision')
      .set('origin', ORIGIN)
      .set('host', 'localhost:3000')
      .send(payload);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      results: [{ sdkFeatureSlug: 'paywall-template', outputValue: 'subscription-offer' }],
      linkToken: { state: 'none' },
    });
    expect(JSON.stringify(res.body)).not.toContain('never-to-the-browser');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(decide).toHaveBeenCalledWith(expect.anything(), expect.anything(), {
      articleId: 42,
      consume: false,
      path: '/ein-plus-artikel-42',
      linkToken: null,
    });
  });

  it("decides with the page's link token, taken from the page's address", async () => {
    const { app, decide } = gateway({});
    await request(app)
      .post('/api/paywall/decision')
      .set('origin', ORIGIN)
      .set('host', 'localhost:3000')
      .send({ ...payload, path: '/ein-plus-artikel-42?link-token=aaaa.bbbb.cccc' })
      .expect(200);
    expect(decide).toHaveBeenCalledWith(
      expect.anything(),
      expect.anything(),
      expect.objectContaining({ linkToken: 'aaaa.bbbb.cccc' }),
    );
  });

  it('refuses a foreign page (403), a bad payload (400); unknown article 404; no decision 503', async () => {
    expect(
      (
        await request(gateway({}).app)
          .post('/api/paywall/decision')
          .set('origin', 'https://evil.example')
          .send(payload)
      ).status,
    ).toBe(403);
    const bad = await request(gateway({}).app)
      .post('/api/paywall/decision')
      .set('origin', ORIGIN)
      .set('host', 'localhost:3000')
      .send({ ...payload, inputs: { ...payload.inputs, _dm_contentid: 'x' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_request']);
    for (const [kind, status] of [
      ['not-found', 404],
      ['unavailable', 503],
    ] as const) {
      const res = await request(gateway({ decided: { kind } }).app)
        .post('/api/paywall/decision')
        .set('origin', ORIGIN)
        .set('host', 'localhost:3000')
        .send(payload);
      expect([kind, res.status]).toEqual([kind, status]);
    }
  });
});

describe('GET /api/paywall/articles/{id}', () => {
  it('reads the article with the grant and answers it with its body, private', async () => {
    const { app, contentCalls, decide } = gateway({
      decided: decided({ open: true, reason: 'credit_purchase', grant: 'grant-for-42' }),
      articleAnswer: article(false),
    });
    const res = await request(app).get('/api/paywall/articles/42');
    expect(res.status).toBe(200);
    expect(res.body.contentItems).toEqual([{ type: 'paragraph', text: 'Der bezahlte Text.' }]);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(contentCalls).toEqual([
      { path: '/content/v5/articles/42', headers: { 'x-content-grant': 'grant-for-42' } },
    ]);
    expect(decide).toHaveBeenCalledWith(expect.anything(), expect.anything(), {
      articleId: 42,
      consume: true,
      path: '/42',
    });
  });

  it('answers 403 not_entitled when the paywall says locked, and reads nothing', async () => {
    const { app, contentCalls } = gateway({ decided: decided({}) });
    const res = await request(app).get('/api/paywall/articles/42');
    expect([res.status, res.body.code]).toEqual([403, 'not_entitled']);
    expect(res.body.message).toMatch(/vorbehalten/);
    expect(contentCalls).toEqual([]);
  });

  it('answers 403 when the content service still holds the body back', async () => {
    const { app } = gateway({
      decided: decided({ open: true, reason: 'plus', grant: 'a-grant' }),
      articleAnswer: article(true),
    });
    const res = await request(app).get('/api/paywall/articles/42');
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('Vorspann');
  });

  it('refuses ids that are not article ids', async () => {
    for (const id of ['0', 'abc', '99999999999', '1e3', '-4']) {
      const res = await request(gateway({}).app).get(`/api/paywall/articles/${id}`);
      expect([id, res.status, res.body.code]).toEqual([id, 400, 'invalid_article_id']);
    }
  });
});

describe('gift links and link tokens', () => {
  it("relays a plus reader's gift link with the reader's token", async () => {
    serviceCalls.length = 0;
    const res = await request(gateway({ session: reader }).app)
      .post('/api/paywall/gift-links')
      .set('origin', ORIGIN)
      .set('host', 'localhost:3000')
      .send({ articleId: 42 });
    expect(res.status).toBe(201);
    expect(res.body.quota).toEqual({ limit: 5, remaining: 4 });
    expect(serviceCalls).toEqual([
      { path: '/paywall/gift-links', authorization: 'Bearer the.readers.token', body: { articleId: 42 } },
    ]);
  });

  it('asks a logged-out reader to log in', async () => {
    const res = await request(gateway({}).app)
      .post('/api/paywall/gift-links')
      .set('origin', ORIGIN)
      .set('host', 'localhost:3000')
      .send({ articleId: 42 });
    expect([res.status, res.body.code]).toEqual([401, 'login_required']);
  });

  it("passes the paywall service's verdict on a link token on, German message included", async () => {
    const res = await request(gateway({}).app)
      .post('/api/gift-token/validate')
      .set('origin', ORIGIN)
      .set('host', 'localhost:3000')
      .send({ token: 'aaaa.bbbb.cccc' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: 400,
      code: 'link_token_expired',
      message: 'Dieser Geschenk-Link ist abgelaufen.',
    });
    const bad = await request(gateway({}).app)
      .post('/api/gift-token/validate')
      .set('origin', ORIGIN)
      .set('host', 'localhost:3000')
      .send({ token: 'kein token' });
    expect([bad.status, bad.body.code]).toEqual([400, 'link_token_invalid']);
  });
});
