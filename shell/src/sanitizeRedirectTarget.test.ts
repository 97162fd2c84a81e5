import { sanitizeRedirectTarget } from './sanitizeRedirectTarget';

const origin = 'https://www.rheinauer-bote.test';

describe('sanitizeRedirectTarget', () => {
  it('keeps paths of this site with their query', () => {
    expect(sanitizeRedirectTarget('/account', origin)).toBe('/account');
    expect(sanitizeRedirectTarget('/account/abo?tab=2', origin)).toBe('/account/abo?tab=2');
  });
  it('rejects protocol-relative, absolute and backslash targets', () => {
    expect(sanitizeRedirectTarget('//evil.example/account', origin)).toBeNull();
    expect(sanitizeRedirectTarget('https://evil.example/account', origin)).toBeNull();
    expect(sanitizeRedirectTarget('/\\evil.example', origin)).toBeNull();
    expect(sanitizeRedirectTarget('/account\\..\\x', origin)).toBeNull();
    expect(sanitizeRedirectTarget(`${origin}/account`, origin)).toBeNull();
  });
  it('rejects schemes, control characters, non-strings and dialog-flow paths', () => {
    expect(sanitizeRedirectTarget('javascript:alert(1)', origin)).toBeNull();
    expect(sanitizeRedirectTarget('/acc\nount', origin)).toBeNull();
    expect(sanitizeRedirectTarget(undefined, origin)).toBeNull();
    expect(sanitizeRedirectTarget('', origin)).toBeNull();
    expect(sanitizeRedirectTarget('/__mein-portal/dialog-flow/login', origin)).toBeNull();
  });
});
