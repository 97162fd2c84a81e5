/** @jest-environment jsdom */
import { readStateHints } from './readStateHints';

const withState = (text: string | null) => {
  document.body.innerHTML = '';
  if (text !== null) {
    const script = document.createElement('script');
    script.id = '__NEWS_STATE__';
    script.type = 'application/json';
    script.textContent = text;
    document.body.append(script);
  }
  return readStateHints(document);
};

describe('readStateHints', () => {
  it('reads the build id and whether consent-gated scripts exist', () => {
    expect(
      withState(
        JSON.stringify({ buildId: 'b1', consentManagement: true, vendorScripts: { kdm: '/v/kdm.js' } }),
      ),
    ).toEqual({ buildId: 'b1', consentScripts: true, paywall: false });
  });

  it('knows a server-rendered plus article, which carries the paywall placements', () => {
    const article = (contentRestriction: string) =>
      JSON.stringify({
        ssr: { remote: 'mf-articles', page: { kind: 'article', article: { contentRestriction } } },
      });
    expect(withState(article('plus')).paywall).toBe(true);
    expect(withState(article('free')).paywall).toBe(false);
    expect(
      withState(JSON.stringify({ ssr: { page: { kind: 'home', article: { contentRestriction: 'plus' } } } }))
        .paywall,
    ).toBe(false);
  });

  it('has no consent scripts without consent management or without vendor scripts', () => {
    expect(withState(JSON.stringify({ consentManagement: false, vendorScripts: { a: '/a.js' } }))).toEqual({
      buildId: undefined,
      consentScripts: false,
      paywall: false,
    });
    expect(withState(JSON.stringify({ consentManagement: true, vendorScripts: {} })).consentScripts).toBe(
      false,
    );
  });

  it('reads a missing, broken or mistyped state as absent hints', () => {
    const none = { buildId: undefined, consentScripts: false, paywall: false };
    expect(withState(null)).toEqual(none);
    expect(withState('{not json')).toEqual(none);
    expect(withState(JSON.stringify({ buildId: 7, consentManagement: 'yes', vendorScripts: ['a'] }))).toEqual(
      none,
    );
    expect(withState(JSON.stringify({ ssr: { page: 'article' } }))).toEqual(none);
  });
});
