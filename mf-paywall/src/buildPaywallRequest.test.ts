import { paywallRequestSchema } from '@news/contracts/paywallApi';
import { buildPaywallRequest, type PaywallRequestContext } from './buildPaywallRequest';

const context: PaywallRequestContext = {
  article: { id: 4711, contentRestriction: 'plus', ressort: 'lokales' },
  pageType: 'Artikelseite',
  path: '/neue-bruecke-4711?link-token=abc.def.ghi',
  referrer: 'https://www.google.de/',
  device: 'mobile',
  anonId: '0123456789abcdef0123456789abcdef',
  linkToken: { state: 'valid', type: 'gift' },
};

describe('buildPaywallRequest (spec §3 "Paywall request payload")', () => {
  it('fills every input from the page and uses the anonymous id as the session', () => {
    const request = buildPaywallRequest(context);
    expect(request).toEqual({
      inputs: {
        _dm_ressort: 'lokales',
        _dm_contentRestriction: 'plus',
        _dm_referrer: 'https://www.google.de/',
        _dm_device: 'mobile',
        _dm_pageType: 'Artikelseite',
        _dm_contentid: '4711',
        _anonId: '0123456789abcdef0123456789abcdef',
        _dm_linkTokenState: 'valid',
        _dm_linkTokenType: 'gift',
      },
      path: '/neue-bruecke-4711?link-token=abc.def.ghi',
      session: '0123456789abcdef0123456789abcdef',
    });
    expect(paywallRequestSchema.safeParse(request).success).toBe(true);
    expect(request).not.toHaveProperty('jwt');
  });

  it('sends no token type for a token that is not valid', () => {
    for (const state of ['none', 'invalid', 'expired'] as const) {
      const request = buildPaywallRequest({ ...context, linkToken: { state, type: 'gift' } });
      expect(request.inputs._dm_linkTokenState).toBe(state);
      expect(request.inputs._dm_linkTokenType).toBe('');
    }
  });

  it('cuts over-long values to the contract, so the request is never refused for them', () => {
    const request = buildPaywallRequest({
      ...context,
      referrer: `https://example.org/${'x'.repeat(5000)}`,
      path: `/a-1?${'q'.repeat(3000)}`,
      article: { ...context.article, ressort: 'r'.repeat(300) },
      anonId: '',
    });
    expect(request.inputs._dm_referrer).toHaveLength(2048);
    expect(request.path).toHaveLength(2048);
    expect(request.inputs._dm_ressort).toHaveLength(200);
    expect(paywallRequestSchema.safeParse(request).success).toBe(true);
  });
});
