import { linkTokenState, withoutLinkToken } from './linkTokenState';
import type { LinkTokenCheck } from './paywallApi';

const answer = (check: LinkTokenCheck) => jest.fn(async () => check);
const info = (articleId: number) => ({ articleId, tokenType: 'gift', scope: 'no_paywall' });

describe('linkTokenState (spec §4 "Link token states")', () => {
  it('is none without a token, and asks nobody', async () => {
    const validate = answer({ kind: 'expired' });
    expect(await linkTokenState(undefined, 7, validate)).toEqual({ token: { state: 'none' }, failure: null });
    expect(validate).not.toHaveBeenCalled();
  });

  it('is valid with the type when the server accepts the token for this article', async () => {
    const validate = answer({ kind: 'valid', info: info(7) });
    expect(await linkTokenState({ state: 'pending', token: 'abc.def.ghi' }, 7, validate)).toEqual({
      token: { state: 'valid', type: 'gift' },
      failure: null,
    });
    expect(validate).toHaveBeenCalledWith('abc.def.ghi');
  });

  it('is invalid for another article, a refused token or something that is no token', async () => {
    const pending = { state: 'pending' as const, token: 'abc.def.ghi' };
    expect((await linkTokenState(pending, 7, answer({ kind: 'valid', info: info(8) }))).token.state).toBe(
      'invalid',
    );
    expect(
      await linkTokenState(pending, 7, answer({ kind: 'invalid', reason: 'link_token_invalid' })),
    ).toEqual({
      token: { state: 'invalid' },
      failure: 'link_token_invalid',
    });
    expect((await linkTokenState({ state: 'invalid' }, 7, answer({ kind: 'expired' }))).token.state).toBe(
      'invalid',
    );
  });

  it('is expired when the server says ERR_JWT_EXPIRED', async () => {
    const result = await linkTokenState(
      { state: 'pending', token: 'abc.def.ghi' },
      7,
      answer({ kind: 'expired' }),
    );
    expect(result.token).toEqual({ state: 'expired' });
    expect(result.failure).toContain('expired');
  });
});

describe('withoutLinkToken', () => {
  it('removes only the link token', () => {
    expect(withoutLinkToken(new URL('http://x/a-7?link-token=abc&utm_source=nl#top'))).toBe(
      '/a-7?utm_source=nl#top',
    );
    expect(withoutLinkToken(new URL('http://x/a-7?link-token=abc'))).toBe('/a-7');
  });
});
