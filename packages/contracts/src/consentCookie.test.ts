import { consentCookie, readConsent } from './consentCookie';
import { grantsFor, grantsForAll } from './consentVendors';

const value = (cookie: string) => cookie.split(';')[0] ?? '';

describe('consent cookie', () => {
  it('reads back what it wrote: all, none, or exactly the chosen vendors', () => {
    const three = grantsFor(['youtube', 'kdm', 'ivw']);
    expect(value(consentCookie(three, false))).toBe('news_consent=4.some.youtube.kdm.ivw');
    expect(readConsent(`other=1; ${value(consentCookie(three, false))}`)).toEqual(three);
    expect(value(consentCookie(grantsForAll(true), false))).toBe('news_consent=4.all');
    expect(readConsent(`${value(consentCookie(grantsForAll(false), false))}; other=1`)).toEqual(
      grantsForAll(false),
    );
  });
  it('is valid only with version 4 and a readable value: anything else counts as no choice', () => {
    expect(readConsent('news_consent=3.all')).toBeNull();
    expect(readConsent('news_consent=5.some.youtube')).toBeNull();
    expect(readConsent('news_consent=4.some')).toBeNull();
    expect(readConsent('news_consent=4.all')).toEqual(grantsForAll(true));
    expect(readConsent('news_consent=4.necessary')).toEqual(grantsForAll(false));
  });
  it('ignores vendor names it does not know', () => {
    expect(readConsent('news_consent=4.some.vimeo.unknownVendor')).toEqual(grantsFor(['vimeo']));
  });
  it('does not take another cookie whose name ends like it', () => {
    expect(readConsent('old_news_consent=4.all')).toBeNull();
  });
  it('is Secure only over https', () => {
    expect(consentCookie(grantsForAll(true), true)).toContain('; Secure');
    expect(consentCookie(grantsForAll(true), false)).not.toContain('Secure');
  });
});
