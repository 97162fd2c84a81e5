/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGrantVerifier } from '@news/auth-verify/createGrantVerifier';
import { createTokenVerifier } from '@news/auth-verify/createTokenVerifier';
import { fetchJwks } from '@news/auth-verify/createTokenVerifierFromEnv';
import { createContentService } from '@news/content-service/createContentService';
import { homePageSchema } from '@news/contracts/content';
import { articleAccessSchema, articlePageSchema } from '@news/contracts/contentPages';
import { accessDecisionSchema, CONTENT_GRANT_HEADER, type AccessFacts } from '@news/contracts/paywallApi';
import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import { createPaywallService } from '@news/paywall-service/createPaywallService';
import express from 'express';
import request from 'supertest';
import { startTestGateway } from './startTestGateway';

const INTERNAL_TOKEN = 'paid-content-test-internal-token';

/**
 * The path of paid text through the gateway as the SSR will use it: the article's facts from the content service,
 * the paywall's decision with a grant for the logged-in plus reader, the body against that grant. Once with every
 * service in-process, once with content and paywall on their own ports (CONTENT_URL, PAYWALL_URL).
 */
describe.each(['in-process', 'own ports'] as const)('paid content with the services %s', (mode) => {
  let site: Awaited<ReturnType<typeof startTestGateway>>;
  const own: { servers: Server[]; dbs: Db[] } = { servers: [], dbs: [] };

  /** Content and paywall as their own processes would run them, verifying with keys fetched from the gateway. */
  const startOwnServices = async (gatewayOrigin: () => string) => {
    const listen = async (app: express.Express) => {
      const server = createServer(app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      own.servers.push(server);
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    const [contentDb, paywallDb] = [await createTestDb(), await createTestDb()];
    own.dbs.push(contentDb, paywallDb);
    const content = express().use(
      '/content',
      await createContentService({
        db: contentDb,
        seed: true,
        verifyGrant: createGrantVerifier({
          fetchJwks: () => fetchJwks(`${gatewayOrigin()}/paywall/.well-known/jwks.json`),
        }),
      }),
    );
    const paywall = express().use(
      '/paywall',
      await createPaywallService({
        db: paywallDb,
        internalToken: INTERNAL_TOKEN,
        verify: createTokenVerifier({
          fetchJwks: () => fetchJwks(`${gatewayOrigin()}/cms/.well-known/jwks.json`),
          issuer: 'http://localhost:3000/cms',
          audience: 'news-site',
        }),
      }),
    );
    return { CONTENT_URL: await listen(content), PAYWALL_URL: await listen(paywall) };
  };

  beforeAll(async () => {
    let origin = '';
    const urls = mode === 'own ports' ? await startOwnServices(() => origin) : {};
    site = await startTestGateway({ env: { IDENTITY_INTERNAL_TOKEN: INTERNAL_TOKEN, ...urls } });
    origin = site.origin;
  }, 120_000);
  afterAll(async () => {
    await site.close();
    for (const server of own.servers) await new Promise((resolve) => server.close(resolve));
    for (const db of own.dbs) await db.close();
  });

  /** A plus article of the home page and its facts from the content service. */
  const plusArticle = async () => {
    const home = homePageSchema.parse((await request(site.server).get('/content/v5/home').expect(200)).body);
    const teaser = home.sections.flatMap((s) => s.teasers).find((t) => t.contentRestriction === 'plus')!;
    const res = await request(site.server)
      .get(`/content/v5/articles/${teaser.documentId}/access`)
      .expect(200);
    return articleAccessSchema.parse(res.body);
  };
  const decide = async (article: AccessFacts['article'], cookie?: string) => {
    const facts: AccessFacts = {
      article,
      purchasedAt: null,
      walletCredits: null,
      device: 'desktop',
      pageType: 'Artikelseite',
      path: `/${article.id}`,
      referrer: '',
      anonId: 'anon-gateway-test',
      consume: true,
    };
    const req = request(site.server).post('/paywall/access').set('x-internal-token', INTERNAL_TOKEN);
    // the session cookie stands for the reader's token (the gateway passes it on as Bearer); same origin for CSRF
    if (cookie) req.set('cookie', cookie).set('origin', site.origin);
    return accessDecisionSchema.parse((await req.send(facts).expect(200)).body);
  };
  const articleWith = (id: number, grant: string, internal: boolean) => {
    const req = request(site.server).get(`/content/v5/articles/${id}`).set(CONTENT_GRANT_HEADER, grant);
    if (internal) req.set('x-internal-token', INTERNAL_TOKEN);
    return req.expect(200);
  };

  it('a logged-in plus reader gets a grant, and the content service releases the body against it', async () => {
    const article = await plusArticle();
    const { cookie } = await site.login('plus@example.com');
    const decision = await decide(article, cookie);
    expect(decision).toMatchObject({ open: true, reason: 'plus' });
    const res = await articleWith(article.id, decision.grant!, true);
    const page = articlePageSchema.parse(res.body);
    expect(page.isPaywalled).toBe(false);
    expect(page.contentItems.length).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('an anonymous reader gets no grant; a grant sent by a client never reaches the content service', async () => {
    const article = await plusArticle();
    const anonymous = await decide(article);
    expect(anonymous).toMatchObject({ open: false });
    expect(anonymous.grant).toBeUndefined();

    const { cookie } = await site.login('plus@example.com');
    const { grant } = await decide(article, cookie);
    const fromClient = articlePageSchema.parse((await articleWith(article.id, grant!, false)).body);
    expect(fromClient).toMatchObject({ isPaywalled: true, contentItems: [] });
  });

  it('the paywall answers 403 to anyone but the gateway', async () => {
    const article = await plusArticle();
    const res = await request(site.server).post('/paywall/access').send({ article });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'forbidden' });
  });
});
