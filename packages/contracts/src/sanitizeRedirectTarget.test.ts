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

const brandOrigin = 'https://www.rheinauer-bote.test';

describe('sanitizeRedirectTarget', () => {
  it('keeps paths of this site with their query', () => {
    expect(sanitizeRedirectTarget('/account', brandOrigin)).toBe('/account');
    expect(sanitizeRedirectTarget('/account/abo?tab=2', brandOrigin)).toBe('/account/abo?tab=2');
  });
  it('rejects protocol-relative, absolute and backslash targets', () => {
    expect(sanitizeRedirectTarget('//evil.example/account', brandOrigin)).toBeNull();
    expect(sanitizeRedirectTarget('https://evil.example/account', brandOrigin)).toBeNull();
    expect(sanitizeRedirectTarget('/\\evil.example', brandOrigin)).toBeNull();
    expect(sanitizeRedirectTarget('/account\\..\\x', brandOrigin)).toBeNull();
    expect(sanitizeRedirectTarget(`${brandOrigin}/account`, brandOrigin)).toBeNull();
  });
  it('rejects schemes, control characters, non-strings and dialog-flow paths', () => {
    expect(sanitizeRedirectTarget('javascript:alert(1)', brandOrigin)).toBeNull();
    expect(sanitizeRedirectTarget('/acc\nount', brandOrigin)).toBeNull();
    expect(sanitizeRedirectTarget(undefined, brandOrigin)).toBeNull();
    expect(sanitizeRedirectTarget('', brandOrigin)).toBeNull();
    expect(sanitizeRedirectTarget('/__mein-portal/dialog-flow/login', brandOrigin)).toBeNull();
  });
});
