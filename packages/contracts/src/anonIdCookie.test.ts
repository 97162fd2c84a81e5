import { anonIdFromCookies } from './anonIdCookie';

describe('anonIdFromCookies', () => {
  it('reads the anonymous id among other cookies', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(anonIdFromCookies(`a=1; news_anon_id=${id}; b=2`)).toBe(id);
  });
  it('is null without the cookie or with a value that is no id', () => {
    expect(anonIdFromCookies('a=1')).toBeNull();
    expect(anonIdFromCookies('news_anon_id=<script>')).toBeNull();
    expect(anonIdFromCookies('')).toBeNull();
  });
});
