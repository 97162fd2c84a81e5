/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { articleAccessSchema } from '@news/contracts/contentPages';
import { giftLinkSchema, paywallDecisionAnswerSchema } from '@news/contracts/paywallApi';
import { startTestGateway } from '../startTestGateway';
import { carries, paidArticles, type PaidArticle } from './testing/paidArticles';

/**
 * Every entitled reader of spec §4's decision order reads a plus article through a real gateway with its services
 * in-process, through `GET /api/paywall/articles/{id}` (the same pipeline as the document: facts, the paywall's
 * decision, the grant, the content service). The server-rendered documents of entitled and unentitled readers are
 * checked against the built site in e2e/paywall-leaks.spec.ts (jest cannot load the server build of mf-articles).
 */
describe('paid articles through the gateway', () => {
  let site: Awaited<ReturnType<typeof startTestGateway>>;
  let articles: PaidArticle[];
  let google: Server;
  const googleAnswers = new Map<string, string>();

  beforeAll(async () => {
    // a local stand-in for Google's subscription-linking verifier: it answers by the gaa_at it is sent
    google = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const { gaa_at } = JSON.parse(body) as { gaa_at: string };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ state: googleAnswers.get(gaa_at) ?? 'locked' }));
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const googleUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}/`;
    site = await startTestGateway({ processEnv: () => ({ GAA_VERIFIER_URL: googleUrl }) });
    articles = await paidArticles(site.gateway.db, 'rb');
    // the brand's meter would open any reader's first plus articles; the meter's own test switches it back on
    await meterLimit(0);
  }, 120_000);
  afterAll(async () => {
    await site.close();
    await new Promise((resolve) => google.close(resolve));
  });

  /** The brand rule a publisher changes with SQL (services/paywall/README.md "Paywall rules"). */
  const meterLimit = (limit: number) =>
    site.gateway.db.query("update paywall.brand_rules set meter_limit = $1 where mandator = 'rb'", [limit]);
  const doc = (path: string, cookie?: string) => {
    const req = request(site.server).get(path);
    return cookie ? req.set('cookie', cookie) : req;
  };
  const sameOrigin = (req: request.Test, cookie?: string) => {
    req.set('origin', site.origin);
    return cookie ? req.set('cookie', cookie) : req;
  };
  const reads = (answer: string, article: PaidArticle) =>
    article.sentences.length > 0 && article.sentences.every((s) => carries(answer, s));
  const readsNothing = (answer: string, article: PaidArticle) =>
    article.sentences.every((s) => !carries(answer, s));
  /** The article as the reader gets it now (the query carries a link token or Google's parameters). */
  const unlocked = (article: PaidArticle, cookie?: string, query = '') =>
    doc(`/api/paywall/articles/${article.id}${query}`, cookie);
  const accessOf = async (id: number) =>
    articleAccessSchema.parse((await request(site.server).get(`/content/v5/articles/${id}/access`)).body);

  it.each(['plus@example.com', 'epaper@example.com'])(
    '%s reads the whole article, and the answer is theirs alone',
    async (email) => {
      const { cookie } = await site.login(email);
      const article = articles[0]!;
      const res = await unlocked(article, cookie).expect(200);
      expect(reads(res.text, article)).toBe(true);
      expect(res.headers['cache-control']).toBe('private, no-store');
      // the same reader's anonymous neighbour gets nothing
      const anonymous = await unlocked(article).expect(403);
      expect(readsNothing(anonymous.text, article)).toBe(true);
    },
  );

  it("a tag subscriber reads the articles of their tag's tree, and not the others", async () => {
    const { cookie } = await site.login('tag@example.com'); // PLUS-TAG-1
    let inTree = 0;
    let outside = 0;
    for (const article of articles) {
      const { tagIds } = await accessOf(article.id);
      const res = await unlocked(article, cookie);
      if (tagIds.includes(1)) {
        expect([article.id, res.status, reads(res.text, article)]).toEqual([article.id, 200, true]);
        inTree += 1;
      } else {
        expect([article.id, res.status, readsNothing(res.text, article)]).toEqual([article.id, 403, true]);
        outside += 1;
      }
    }
    expect(inTree).toBeGreaterThan(0);
    expect(outside).toBeGreaterThan(0);
  });

  it('a wallet reader buys an article with a coin, reads it at once and for good, and is charged once', async () => {
    const { cookie, ssoId } = await site.login('wallet@example.com');
    const article = articles.find((a) => a.soldWithCredits)!;
    const locked = await doc(`/api/paywall/articles/${article.id}`, cookie);
    expect([locked.status, locked.body.code]).toEqual([403, 'not_entitled']);
    const offer = await sameOrigin(request(site.server).post('/api/paywall/decision'), cookie)
      .send(decisionPayload(article))
      .expect(200);
    expect(templateOf(offer.body)).toBe('coin-offer');

    const customer = (await doc('/api/plenigo/session', cookie).expect(200)).body as { customerId: string };
    const wallet = (await doc(`/api/plenigo/wallet/${customer.customerId}`, cookie).expect(200)).body as {
      uniqueId: string;
      availableCreditCount: number;
    };
    const use = () =>
      sameOrigin(request(site.server).post('/api/plenigo/credits/use'), cookie).send({
        customerId: customer.customerId,
        uniqueId: wallet.uniqueId,
        reason: 'article_purchase',
        userId: ssoId,
        articleId: article.id,
        coinsAmount: 1,
      });
    const bought = await use().expect(200);
    expect(bought.body).toMatchObject({
      articleId: article.id,
      charged: true,
      availableCreditCount: wallet.availableCreditCount - 1,
    });
    const opened = await unlocked(article, cookie).expect(200);
    expect(reads(opened.text, article)).toBe(true);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect((await use().expect(200)).body).toMatchObject({
      charged: false,
      availableCreditCount: wallet.availableCreditCount - 1,
    });
  });

  it('a plus reader gives an article away: a logged-in friend reads it; without a login, or for another article, nobody does', async () => {
    const giver = await site.login('plus@example.com');
    const [gift, other] = [articles[1]!, articles[2]!];
    const created = await sameOrigin(request(site.server).post('/api/paywall/gift-links'), giver.cookie)
      .send({ articleId: gift.id })
      .expect(201);
    const link = giftLinkSchema.parse(created.body);
    expect(link.quota.remaining).toBe(link.quota.limit - 1);
    const token = encodeURIComponent(link.token);

    // the meter is off here: only the gift opens anything for a free reader
    const friend = await site.login('leser@example.com');
    const withLink = `?link-token=${token}`;
    expect(reads((await unlocked(gift, friend.cookie, withLink).expect(200)).text, gift)).toBe(true);
    expect(readsNothing((await unlocked(gift, friend.cookie).expect(403)).text, gift)).toBe(true);
    expect(readsNothing((await unlocked(gift, undefined, withLink).expect(403)).text, gift)).toBe(true);
    expect(readsNothing((await unlocked(other, friend.cookie, withLink).expect(403)).text, other)).toBe(true);

    const valid = await sameOrigin(request(site.server).post('/api/gift-token/validate'))
      .send({ token: link.token })
      .expect(200);
    expect(valid.body).toMatchObject({ articleId: gift.id, tokenType: 'gift' });
  });

  it('the meter opens three plus articles a month for a registered reader, then the subscription offer', async () => {
    await meterLimit(3);
    const { cookie } = await site.login('leser@example.com');
    const opened = [];
    for (const article of articles.slice(0, 4)) {
      const res = await unlocked(article, cookie);
      opened.push(res.status === 200 && reads(res.text, article));
    }
    expect(opened).toEqual([true, true, true, false]);
    // an article counted once stays open
    expect(reads((await unlocked(articles[0]!, cookie).expect(200)).text, articles[0]!)).toBe(true);
    const box = await sameOrigin(request(site.server).post('/api/paywall/decision'), cookie)
      .send(decisionPayload(articles[3]!))
      .expect(200);
    expect(templateOf(box.body)).toBe('subscription-offer');
  });

  it('asks an anonymous reader to register', async () => {
    const box = await sameOrigin(request(site.server).post('/api/paywall/decision'))
      .send(decisionPayload(articles[0]!))
      .expect(200);
    expect(templateOf(box.body)).toBe('registration-wall');
  });

  it("opens an article in Google's subscription-linking context only when Google does not say locked", async () => {
    const article = articles[4]!;
    const ts = Math.floor(Date.now() / 1000 + 3600).toString(16);
    const linked = (at: string) =>
      unlocked(article, undefined, `?gaa_at=${at}&gaa_n=n0&gaa_sig=s0&gaa_ts=${ts}`).set(
        'referer',
        'https://www.google.com/',
      );
    googleAnswers.set('unlocked-1', 'unlocked');
    googleAnswers.set('undecided-1', 'undecided');
    googleAnswers.set('locked-1', 'locked');
    expect(reads((await linked('unlocked-1')).text, article)).toBe(true);
    expect(reads((await linked('undecided-1')).text, article)).toBe(true);
    expect(readsNothing((await linked('locked-1')).text, article)).toBe(true);
    // not from Google: no linking context
    const elsewhere = await unlocked(
      article,
      undefined,
      `?gaa_at=unlocked-1&gaa_n=n0&gaa_sig=s0&gaa_ts=${ts}`,
    )
      .set('referer', 'https://evil.example/')
      .expect(403);
    expect(readsNothing(elsewhere.text, article)).toBe(true);
  });
});

function decisionPayload(article: PaidArticle) {
  return {
    inputs: {
      _dm_ressort: 'lokales',
      _dm_contentRestriction: 'plus',
      _dm_referrer: '',
      _dm_device: 'desktop',
      _dm_pageType: 'Artikelseite',
      _dm_contentid: String(article.id),
      _anonId: 'anon-test',
      _dm_linkTokenState: 'none',
      _dm_linkTokenType: '',
    },
    path: article.path,
    session: 'anon-test',
  };
}

const templateOf = (body: unknown) =>
  paywallDecisionAnswerSchema.parse(body).results.find((r) => r.sdkFeatureSlug === 'paywall-template')
    ?.outputValue;
