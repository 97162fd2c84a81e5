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
    ).toEqual({ buildId: 'b1', consentScripts: true });
  });

  it('has no consent scripts without consent management or without vendor scripts', () => {
    expect(withState(JSON.stringify({ consentManagement: false, vendorScripts: { a: '/a.js' } }))).toEqual({
      buildId: undefined,
      consentScripts: false,
    });
    expect(withState(JSON.stringify({ consentManagement: true, vendorScripts: {} })).consentScripts).toBe(
      false,
    );
  });

  it('reads a missing, broken or mistyped state as absent hints', () => {
    const none = { buildId: undefined, consentScripts: false };
    expect(withState(null)).toEqual(none);
    expect(withState('{not json')).toEqual(none);
    expect(withState(JSON.stringify({ buildId: 7, consentManagement: 'yes', vendorScripts: ['a'] }))).toEqual(
      none,
    );
  });
});
