import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { getMandator } from '@news/config/mandators';
import type { AccessDecision } from '@news/contracts/paywallApi';
import type { ReaderSession } from '../auth/createSessionResolver';
import { httpContentSource } from '../ssr/httpContentSource';
import { createSelfRequest } from '../upstream/selfRequest';
import { createEntitlement, type Decided } from './createEntitlement';

const TOKEN = 'internal-test-token';
const SSO_ID = 'de300000-0000-4000-8000-000000000006';

/**
 * The services behind the gateway's own paths, stood in for at their HTTP boundary: the content service's access
 * facts, the payments service's purchase and wallet, and the paywall service's decision. Each records what it got.
 */
function services(
  answers: {
    access?: number;
    paywall?: number;
    payments?: number;
    slowPaywall?: boolean;
    /** The paywall locks, with a template named after the device it was asked for. */
    locked?: boolean;
  } = {},
) {
  const calls: { path: string; headers: Record<string, unknown>; body?: unknown }[] = [];
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    calls.push({ path: req.path, headers: req.headers, body: req.body });
    next();
  });
  app.get('/content/v5/articles/:id/access', (req, res) => {
    if (answers.access) return void res.status(answers.access).json({});
    res.json({
      id: Number(req.params.id),
      contentRestriction: 'plus',
      tagIds: [3, 1],
      soldWithCredits: true,
    });
  });
  app.get(`/payments/customers/by-sso-id/${SSO_ID}/purchases/:id`, (_req, res) => {
    if (answers.payments) return void res.status(answers.payments).json({});
    res.json({ purchasedAt: '2026-11-20T10:00:00.000Z' });
  });
  app.get(`/payments/customers/by-sso-id/${SSO_ID}`, (_req, res) => {
    res.json({ customerId: '1000006', ssoId: SSO_ID, createdAt: '2026-01-01T00:00:00.000Z' });
  });
  app.get('/payments/customers/1000006/wallet', (_req, res) => {
    res.json({ customerId: '1000006', uniqueId: 'W-1000006', availableCreditCount: 2 });
  });
  app.post('/paywall/access', (req, res) => {
    if (answers.paywall) return void res.status(answers.paywall).json({});
    if (answers.slowPaywall) return; // never answers
    if (answers.locked) {
      const device = (req.body as { device: string }).device;
      return void res.json({
        open: false,
        reason: 'locked',
        linkToken: { state: 'none' },
        results: [{ sdkFeatureSlug: 'paywall-headline', outputValue: `Box für ${device}` }],
      } satisfies AccessDecision);
    }
    res.json({
      open: true,
      reason: 'credit_purchase',
      linkToken: { state: 'none' },
      results: [{ sdkFeatureSlug: 'paywall-template', outputValue: 'ok' }],
      grant: 'a-grant-signed-by-the-paywall',
    } satisfies AccessDecision);
  });
  return { app, calls };
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** The gateway's entitlement against the stand-in services, served on a port of their own. */
async function entitlementFor(
  stub: ReturnType<typeof services>,
  opts: Pick<Parameters<typeof createEntitlement>[0], 'resolveSession' | 'timeoutMs'>,
) {
  server = createServer(stub.app);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const self = createSelfRequest(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, TOKEN);
  return createEntitlement({
    self,
    contentSource: httpContentSource(self),
    logger: pino({ level: 'silent' }),
    ...opts,
  });
}

async function ask(
  stub: ReturnType<typeof services>,
  opts: {
    session?: ReaderSession | null;
    url?: string;
    headers?: Record<string, string>;
    timeoutMs?: number;
  },
): Promise<Decided> {
  const entitlement = await entitlementFor(stub, {
    resolveSession: async () => opts.session ?? null,
    timeoutMs: opts.timeoutMs ?? 2000,
  });
  let decided: Decided = { kind: 'unavailable' };
  const gateway = express();
  gateway.get('/{*path}', async (req, res) => {
    res.locals.mandator = getMandator('rb');
    decided = await entitlement.decide(req, res, { articleId: 42, consume: true, path: '/ein-artikel-42' });
    res.end();
  });
  await request(gateway)
    .get(opts.url ?? '/ein-artikel-42')
    .set(opts.headers ?? {});
  return decided;
}

const walletReader: ReaderSession = {
  jwt: 'the.readers.token',
  claims: {
    iss: 'i',
    aud: 'a',
    sub: SSO_ID,
    iat: 0,
    exp: 9_999_999_999,
    email: 'wallet@example.com',
    email_verified: true,
    roles: ['WALLET_USER'],
  },
};

describe('createEntitlement', () => {
  it('asks without a purchase or credits when the payments service fails (a subscriber still reads)', async () => {
    const stub = services({ payments: 503 });
    const decided = await ask(stub, { session: walletReader });
    expect(decided.kind).toBe('decided');
    expect(stub.calls.find((c) => c.path === '/paywall/access')?.body).toMatchObject({
      purchasedAt: null,
      walletCredits: null,
    });
  });

  it("gathers a wallet reader's facts and asks the paywall service as that reader", async () => {
    const stub = services();
    const decided = await ask(stub, {
      session: walletReader,
      url: '/ein-artikel-42?link-token=aaaa.bbbb.cccc&isnative=0',
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148',
        referer: 'https://www.google.com/',
        cookie: 'news_anon_id=0123456789abcdef0123456789abcdef',
      },
    });
    expect(decided).toMatchObject({
      kind: 'decided',
      decision: { open: true, grant: 'a-grant-signed-by-the-paywall' },
    });
    const paywall = stub.calls.find((c) => c.path === '/paywall/access');
    expect(paywall?.headers).toMatchObject({
      'x-internal-token': TOKEN,
      'x-mandator': 'rb',
      authorization: 'Bearer the.readers.token',
    });
    expect(paywall?.body).toEqual({
      article: { id: 42, contentRestriction: 'plus', tagIds: [3, 1], soldWithCredits: true },
      purchasedAt: '2026-11-20T10:00:00.000Z',
      walletCredits: 2,
      linkToken: 'aaaa.bbbb.cccc',
      device: 'mobile',
      pageType: 'Artikelseite',
      path: '/ein-artikel-42',
      referrer: 'https://www.google.com/',
      anonId: '0123456789abcdef0123456789abcdef',
      consume: true,
    });
  });

  it('asks for an anonymous reader without a token, a purchase or a wallet, and passes the Google parameters', async () => {
    const stub = services();
    await ask(stub, {
      url: '/42?gaa_at=g&gaa_n=n&gaa_sig=s&gaa_ts=6a2b3c4d',
      headers: { referer: 'https://www.google.de/' },
    });
    expect(stub.calls.some((c) => c.path.startsWith('/payments'))).toBe(false);
    const paywall = stub.calls.find((c) => c.path === '/paywall/access');
    expect(paywall?.headers.authorization).toBeUndefined();
    expect(paywall?.body).toMatchObject({
      purchasedAt: null,
      walletCredits: null,
      device: 'desktop',
      gaa: {
        params: { gaa_at: 'g', gaa_n: 'n', gaa_sig: 's', gaa_ts: '6a2b3c4d' },
        referrer: 'https://www.google.de/',
      },
    });
  });

  it('answers not-found for an article the content service does not have', async () => {
    const stub = services({ access: 404 });
    expect(await ask(stub, { session: walletReader })).toEqual({ kind: 'not-found' });
    expect(stub.calls.some((c) => c.path === '/paywall/access')).toBe(false);
  });

  it.each([
    ['the paywall service fails', { paywall: 500 }],
    ['the paywall service does not answer in time', { slowPaywall: true }],
    ['the content service fails', { access: 500 }],
  ])('keeps the article locked when %s', async (_name, answers) => {
    const decided = await ask(services(answers), { session: walletReader, timeoutMs: 300 });
    expect(decided).toEqual({ kind: 'unavailable' });
  });
});

describe('createEntitlement: the anonymous answers of a shared document (ADR 0013)', () => {
  async function anonymous(stub: ReturnType<typeof services>) {
    const entitlement = await entitlementFor(stub, {
      resolveSession: async () => {
        throw new Error('no reader is asked about');
      },
      timeoutMs: 300,
    });
    return entitlement.anonymousAnswers(getMandator('rb'), { id: 42, path: '/ein-artikel-42' });
  }

  it('asks the paywall service once per device class, as nobody, without consuming anything', async () => {
    const stub = services({ locked: true });
    expect(await anonymous(stub)).toEqual({
      desktop: { results: [{ sdkFeatureSlug: 'paywall-headline', outputValue: 'Box für desktop' }] },
      mobile: { results: [{ sdkFeatureSlug: 'paywall-headline', outputValue: 'Box für mobile' }] },
    });
    const asked = stub.calls.filter((c) => c.path === '/paywall/access');
    expect(asked).toHaveLength(2);
    for (const call of asked) {
      expect(call.headers.authorization).toBeUndefined();
      expect(call.body).toMatchObject({
        article: { id: 42, contentRestriction: 'plus', tagIds: [3, 1], soldWithCredits: true },
        purchasedAt: null,
        walletCredits: null,
        path: '/ein-artikel-42',
        referrer: '',
        anonId: '',
        consume: false,
      });
      expect(call.body).not.toHaveProperty('gaa');
      expect(call.body).not.toHaveProperty('linkToken');
    }
  });

  it.each([
    ['the article is open for anonymous readers', {}],
    ['there is no such article', { access: 404 }],
    ['the paywall service fails', { paywall: 500 }],
    ['the paywall service does not answer in time', { slowPaywall: true }],
  ])('answers null when %s', async (_name, answers) => {
    expect(await anonymous(services(answers))).toBeNull();
  });
});
