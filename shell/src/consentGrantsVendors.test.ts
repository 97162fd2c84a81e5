import { currentConsentPattern } from '@news/contracts/consentCookie';
import { consentGrantsVendors } from './consentGrantsVendors';

describe('consentGrantsVendors', () => {
  it('is true for a current consent to all or to some vendors', () => {
    expect(consentGrantsVendors('news_consent=4.all')).toBe(true);
    expect(consentGrantsVendors('a=1; news_consent=4.some.kdm.youtube; b=2')).toBe(true);
  });

  it('is false for the necessary-only choice, an older version, a broken value or no cookie', () => {
    expect(consentGrantsVendors('news_consent=4.necessary')).toBe(false);
    expect(consentGrantsVendors('news_consent=3.all')).toBe(false);
    expect(consentGrantsVendors('news_consent=4.some')).toBe(false);
    expect(consentGrantsVendors('xnews_consent=4.all')).toBe(false);
    expect(consentGrantsVendors('')).toBe(false);
  });

  it('reads the same cookies as current consent as the contracts do', () => {
    for (const cookie of ['news_consent=4.all', 'news_consent=4.some.kdm', 'x=1; news_consent=4.some.a.b'])
      expect(currentConsentPattern.test(cookie)).toBe(consentGrantsVendors(cookie));
    expect(currentConsentPattern.exec('news_consent=4.necessary')?.[1]).toBe('necessary');
  });
});
