/** @jest-environment jsdom */
import { consentCookie } from '@news/contracts/consentCookie';
import { grantsForAll } from '@news/contracts/consentVendors';
import { createConsentEffects } from './createConsentEffects';

const all = grantsForAll(true);
const vendorScripts = { kdm: 'https://werbung.example/kdm.js' };
const choice = { type: 'CONSENT_CHANGED' as const, general: true, vendors: all };
const storeCookie = (value: string) => (document.cookie = value);
const tcString = () => /(?:^|;\s*)euconsent-v2=([^;]+)/.exec(document.cookie)?.[1];

describe('createConsentEffects', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    storeCookie('euconsent-v2=; Max-Age=0; Path=/');
  });

  it('applies the stored choice: a TC string and the allowed vendors’ scripts', () => {
    storeCookie(consentCookie(all, false));
    createConsentEffects(document, vendorScripts)({ type: 'LOGOUT' }, choice, false);
    expect(tcString()).toBeTruthy();
    expect([...document.head.querySelectorAll('script')].map((s) => s.dataset.vendor)).toEqual(['kdm']);
  });

  it('a choice the cookie no longer holds (revoked meanwhile) writes no TC string and loads no script', () => {
    storeCookie(consentCookie(grantsForAll(false), false));
    createConsentEffects(document, vendorScripts)({ type: 'LOGOUT' }, choice, false);
    expect(tcString()).toBeUndefined();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
