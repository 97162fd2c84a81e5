import { cookieAssignment, preferenceCookie, readCookieText } from './cookieText';

describe('readCookieText', () => {
  it('finds the named cookie, not one whose name only ends with it', () => {
    expect(readCookieText('xcolorMode=light; colorMode=dark; a=1', 'colorMode')).toBe('dark');
    expect(readCookieText('xcolorMode=light', 'colorMode')).toBeNull();
    expect(readCookieText('', 'colorMode')).toBeNull();
  });

  it('decodes the value, and reads a malformed one as absent', () => {
    expect(readCookieText('x=a%3B%20b', 'x')).toBe('a; b');
    expect(readCookieText('x=%E0%A4%A', 'x')).toBeNull();
  });
});

describe('cookieAssignment', () => {
  it('is site-wide and SameSite Lax, Secure only under https, and encodes what could end the value', () => {
    expect(cookieAssignment('x', 'a; b=c', 60, { protocol: 'http:' })).toBe(
      'x=a%3B%20b%3Dc; Path=/; Max-Age=60; SameSite=Lax',
    );
    expect(cookieAssignment('x', '', 0, { protocol: 'https:' })).toBe(
      'x=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    );
  });
});

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
