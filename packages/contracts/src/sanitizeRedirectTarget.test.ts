import { sanitizeRedirectTarget } from './sanitizeRedirectTarget';

const origin = 'https://www.example.test';

describe('sanitizeRedirectTarget', () => {
  it('keeps a path of this site with its query, without the hash', () => {
    expect(sanitizeRedirectTarget('/lokales/artikel-12?seite=2#kommentare', origin)).toBe(
      '/lokales/artikel-12?seite=2',
    );
  });

  it('refuses other hosts, scheme-relative and backslash tricks, the dialog flow and non-strings', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      'javascript:alert(1)',
      '/__mein-portal/dialog-flow/login',
      '/a\nb',
      '',
      42,
      null,
    ]) {
      expect(sanitizeRedirectTarget(value, origin)).toBeNull();
    }
  });
});
