import { preferenceCookie } from './preferenceCookie';

describe('preferenceCookie', () => {
  it('keeps a value for 4800 hours and removes the cookie for null', () => {
    expect(preferenceCookie('colorMode', 'dark', { protocol: 'https:' })).toBe(
      'colorMode=dark; Path=/; Max-Age=17280000; SameSite=Lax; Secure',
    );
    expect(preferenceCookie('colorMode', null, { protocol: 'http:' })).toBe(
      'colorMode=; Path=/; Max-Age=0; SameSite=Lax',
    );
  });
});
