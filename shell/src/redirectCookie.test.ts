/** @jest-environment jsdom */
import { clearRedirectCookie, readRedirectCookie, writeRedirectCookie } from './redirectCookie';

describe('redirect cookie', () => {
  afterEach(() => clearRedirectCookie(document));

  it('stores, reads and clears the target path', () => {
    expect(readRedirectCookie(document)).toBeNull();
    writeRedirectCookie(document, '/account?tab=abo');
    expect(readRedirectCookie(document)).toBe('/account?tab=abo');
    clearRedirectCookie(document);
    expect(readRedirectCookie(document)).toBeNull();
  });
});
