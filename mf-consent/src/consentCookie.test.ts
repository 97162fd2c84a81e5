import { consentCookie, readConsent } from './consentCookie';

describe('consent cookie', () => {
  it('reads back what it wrote', () => {
    const header = consentCookie('necessary', false).split(';')[0] ?? '';
    expect(readConsent(`other=1; ${header}`)).toBe('necessary');
  });
  it('is valid only with version 4', () => {
    expect(readConsent('news_consent=3.all')).toBeNull();
    expect(readConsent('news_consent=4.all')).toBe('all');
  });
  it('is Secure only over https', () => {
    expect(consentCookie('all', true)).toContain('; Secure');
    expect(consentCookie('all', false)).not.toContain('Secure');
  });
});
