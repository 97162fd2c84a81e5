/** @jest-environment jsdom */
import {
  createGiftLink,
  fetchGiftQuota,
  postPaywallDecision,
  spendCredit,
  validateLinkToken,
} from './paywallApi';

const respond = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));
const lastCall = () => (global.fetch as jest.Mock).mock.calls.at(-1) as [string, RequestInit];

const body = {
  customerId: '1000006',
  uniqueId: 'w-1',
  reason: 'article_purchase',
  userId: '6f1c2d9e-7b8a-4c3d-9e2f-1a2b3c4d5e6f',
  articleId: 7,
  coinsAmount: 1 as const,
};

describe('paywallApi', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('posts the decision request as JSON, same origin, and validates the answer', async () => {
    const answer = {
      results: [{ sdkFeatureSlug: 'paywall-template', outputValue: 'ok' }],
      linkToken: { state: 'none' },
    };
    global.fetch = respond(200, answer) as unknown as typeof fetch;
    const request = {
      inputs: {
        _dm_ressort: 'lokales',
        _dm_contentRestriction: 'plus' as const,
        _dm_referrer: '',
        _dm_device: 'desktop' as const,
        _dm_pageType: 'Artikelseite' as const,
        _dm_contentid: '7',
        _anonId: '',
        _dm_linkTokenState: 'none' as const,
        _dm_linkTokenType: '',
      },
      path: '/a-7',
      session: '',
    };
    expect(await postPaywallDecision(request)).toEqual(answer);
    const [url, init] = lastCall();
    expect(url).toBe('http://localhost/api/paywall/decision');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(init.body))).toEqual(request);
    expect(init.signal).toBeDefined();

    global.fetch = respond(503, {
      status: 503,
      code: 'upstream_unavailable',
      message: 'x',
    }) as unknown as typeof fetch;
    await expect(postPaywallDecision(request)).rejects.toThrow('503');
    global.fetch = respond(200, { results: 'nope' }) as unknown as typeof fetch;
    await expect(postPaywallDecision(request)).rejects.toThrow();
  });

  it('tells valid, expired and invalid link tokens apart', async () => {
    global.fetch = respond(200, {
      articleId: 7,
      tokenType: 'gift',
      scope: 'no_paywall',
    }) as unknown as typeof fetch;
    expect(await validateLinkToken('abc.def.ghi')).toEqual({
      kind: 'valid',
      info: { articleId: 7, tokenType: 'gift', scope: 'no_paywall' },
    });
    expect(JSON.parse(String(lastCall()[1].body))).toEqual({ token: 'abc.def.ghi' });
    global.fetch = respond(400, {
      status: 400,
      code: 'link_token_expired',
      message: 'Der Link ist abgelaufen.',
    }) as unknown as typeof fetch;
    expect(await validateLinkToken('abc.def.ghi')).toEqual({ kind: 'expired' });
    global.fetch = respond(400, {
      status: 400,
      code: 'link_token_invalid',
      message: 'Ungültig.',
    }) as unknown as typeof fetch;
    expect(await validateLinkToken('abc.def.ghi')).toEqual({ kind: 'invalid', reason: 'link_token_invalid' });
    global.fetch = jest.fn(() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
    expect((await validateLinkToken('abc.def.ghi')).kind).toBe('invalid');
  });

  it('spends a credit: the new count, 409 no_credits_left, and a logged failure otherwise', async () => {
    const bought = {
      availableCreditCount: 2,
      articleId: 7,
      purchasedAt: '2026-03-12T09:30:00.000Z',
      charged: true,
    };
    global.fetch = respond(200, bought) as unknown as typeof fetch;
    expect(await spendCredit(body)).toEqual({ kind: 'bought', answer: bought });
    expect(lastCall()[0]).toBe('http://localhost/api/plenigo/credits/use');
    expect(JSON.parse(String(lastCall()[1].body))).toEqual(body);

    global.fetch = respond(409, {
      status: 409,
      code: 'no_credits_left',
      message: 'Ihr Guthaben reicht nicht.',
    }) as unknown as typeof fetch;
    expect(await spendCredit(body)).toEqual({ kind: 'no-credits' });
    global.fetch = respond(409, {
      status: 409,
      code: 'no_credits_left',
      message: 'Ihre Coins sind aufgebraucht.',
    }) as unknown as typeof fetch;
    expect(await spendCredit(body)).toEqual({ kind: 'no-credits' });
    expect(error).not.toHaveBeenCalled();

    global.fetch = respond(403, { status: 403, message: 'forbidden' }) as unknown as typeof fetch;
    expect(await spendCredit(body)).toEqual({ kind: 'failed' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('error while using credit'));
  });

  it('reads the gift quota and creates gift links, with the reasons of a refusal', async () => {
    global.fetch = respond(200, { limit: 5, remaining: 3 }) as unknown as typeof fetch;
    expect(await fetchGiftQuota()).toEqual({ limit: 5, remaining: 3 });
    const link = {
      path: '/a-7?link-token=abc.def.ghi',
      token: 'abc.def.ghi',
      expiresAt: '2026-03-19T09:30:00.000Z',
      quota: { limit: 5, remaining: 2 },
    };
    global.fetch = respond(201, link) as unknown as typeof fetch;
    expect(await createGiftLink(7)).toEqual({ kind: 'created', link });
    expect(JSON.parse(String(lastCall()[1].body))).toEqual({ articleId: 7 });
    global.fetch = respond(429, {
      status: 429,
      code: 'gift_quota_exhausted',
      message: 'Keine Geschenk-Links mehr.',
    }) as unknown as typeof fetch;
    expect(await createGiftLink(7)).toEqual({ kind: 'refused', code: 'gift_quota_exhausted' });
    global.fetch = respond(500, {}) as unknown as typeof fetch;
    expect(await createGiftLink(7)).toEqual({ kind: 'failed' });
  });
});
