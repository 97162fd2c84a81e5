/** @jest-environment jsdom */
import {
  clearRedirectCookie,
  readRedirectCookie,
  redirectCookieMaxAgeSeconds,
  writeRedirectCookie,
} from './redirectCookie';

describe('redirect cookie', () => {
  afterEach(() => clearRedirectCookie(document));

  it('stores, reads and clears the target path', () => {
    expect(readRedirectCookie(document)).toBeNull();
    writeRedirectCookie(document, '/account?tab=abo');
    expect(readRedirectCookie(document)).toBe('/account?tab=abo');
    clearRedirectCookie(document);
    expect(readRedirectCookie(document)).toBeNull();
  });

  it('keeps the target for 720 hours, path /, SameSite=Lax (spec §9)', () => {
    expect(redirectCookieMaxAgeSeconds).toBe(2_592_000);
    const written: string[] = [];
    const doc = {
      location: { protocol: 'https:' },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    writeRedirectCookie(doc, '/account');
    expect(written).toEqual([
      'news_redirect_after_login=%2Faccount; Path=/; Max-Age=2592000; SameSite=Lax; Secure',
    ]);
  });
});
