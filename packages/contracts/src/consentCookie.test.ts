import { consentCookie, readConsent } from './consentCookie';

describe('consent cookie', () => {
  it('reads back what it wrote', () => {
    const header = consentCookie('necessary', false).split(';')[0] ?? '';
    expect(readConsent(`other=1; ${header}`)).toBe('necessary');
    expect(readConsent(`${header}; other=1`)).toBe('necessary');
  });
  it('is valid only with version 4 and a known choice', () => {
    expect(readConsent('news_consent=3.all')).toBeNull();
    expect(readConsent('news_consent=4.some')).toBeNull();
    expect(readConsent('news_consent=4.all')).toBe('all');
  });
  it('does not take another cookie whose name ends like it', () => {
    expect(readConsent('old_news_consent=4.all')).toBeNull();
  });
  it('is Secure only over https', () => {
    expect(consentCookie('all', true)).toContain('; Secure');
    expect(consentCookie('all', false)).not.toContain('Secure');
  });
});
