import { preferenceCookie, readPreferenceCookie } from './preferenceCookie';

const http = { protocol: 'http:' };
const https = { protocol: 'https:' };

describe('preferenceCookie', () => {
  it('keeps a value for 4800 hours, site-wide, SameSite Lax, Secure on https', () => {
    expect(preferenceCookie('colorMode', 'dark', http)).toBe(
      'colorMode=dark; max-age=17280000; path=/; samesite=lax',
    );
    expect(preferenceCookie('colorMode', 'dark', https)).toBe(
      'colorMode=dark; max-age=17280000; path=/; samesite=lax; secure',
    );
  });

  it('removes the cookie for null', () => {
    expect(preferenceCookie('colorMode', null, https)).toBe(
      'colorMode=; max-age=0; path=/; samesite=lax; secure',
    );
  });

  it('encodes what could end the value', () => {
    expect(preferenceCookie('x', 'a; b=c', http)).toMatch(/^x=a%3B%20b%3Dc; /);
  });
});

describe('readPreferenceCookie', () => {
  it('finds the named cookie, not one whose name only ends with it', () => {
    expect(readPreferenceCookie('xcolorMode=light; colorMode=dark; a=1', 'colorMode')).toBe('dark');
    expect(readPreferenceCookie('xcolorMode=light', 'colorMode')).toBeNull();
    expect(readPreferenceCookie('', 'colorMode')).toBeNull();
  });

  it('decodes the value, and reads a malformed one as absent', () => {
    expect(readPreferenceCookie('x=a%3B%20b', 'x')).toBe('a; b');
    expect(readPreferenceCookie('x=%E0%A4%A', 'x')).toBeNull();
  });
});
