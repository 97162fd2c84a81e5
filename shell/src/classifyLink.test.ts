import { classifyLink } from './classifyLink';

const origin = 'https://www.rheinauer-bote.test';
const ctx = { origin };

describe('classifyLink (spec §2 link handling)', () => {
  it('routes same-origin links to a known route in the app', () => {
    expect(classifyLink({ href: `${origin}/sport` }, ctx)).toEqual({ action: 'route', path: '/sport' });
    expect(classifyLink({ href: '/neue-bruecke-in-rheinau-12345' }, ctx)).toEqual({
      action: 'route',
      path: '/neue-bruecke-in-rheinau-12345',
    });
  });

  it('leaves links with a query or a hash to the browser', () => {
    expect(classifyLink({ href: '/suche?q=rhein' }, ctx)).toEqual({ action: 'browser' });
    expect(classifyLink({ href: '/sport#oben' }, ctx)).toEqual({ action: 'browser' });
  });

  it('blocks same-origin links that match no route', () => {
    expect(classifyLink({ href: '/Sport!' }, ctx)).toEqual({ action: 'block' });
    expect(classifyLink({ href: '/sport/Foo' }, ctx)).toEqual({ action: 'block' });
  });

  it('navigates legal pages as external (a full page load)', () => {
    for (const path of ['/agb', '/datenschutz', '/impressum', '/order/checkout'])
      expect(classifyLink({ href: path }, ctx)).toEqual({ action: 'browser' });
  });

  it('navigates articles of the configured legal-site list as external', () => {
    const legal = { origin, legalArticleIds: new Set(['12345']) };
    expect(classifyLink({ href: '/nutzungsbedingungen-12345' }, legal)).toEqual({ action: 'browser' });
    expect(classifyLink({ href: '/andere-meldung-12346' }, legal)).toEqual({
      action: 'route',
      path: '/andere-meldung-12346',
    });
  });

  it('opens target blank links in a new window', () => {
    expect(classifyLink({ href: '/sport', target: '_blank' }, ctx)).toEqual({
      action: 'new-window',
      href: `${origin}/sport`,
    });
    expect(classifyLink({ href: 'https://example.org/', target: '_blank', external: true }, ctx)).toEqual({
      action: 'new-window',
      href: 'https://example.org/',
    });
  });

  it('refuses javascript:, data: and vbscript: URLs, whatever the click', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox',
    ])
      expect(classifyLink({ href, external: true }, ctx)).toEqual({
        action: 'refuse',
        reason: 'dangerous-protocol',
      });
    expect(
      classifyLink({ href: 'javascript:alert(1)' }, ctx, {
        button: 0,
        metaKey: true,
        ctrlKey: false,
        shiftKey: false,
        altKey: false,
      }),
    ).toEqual({ action: 'refuse', reason: 'dangerous-protocol' });
  });

  it('refuses another origin without the explicit external flag, and leaves it to the browser with it', () => {
    expect(classifyLink({ href: 'https://example.org/sport' }, ctx)).toEqual({
      action: 'refuse',
      reason: 'external-without-flag',
    });
    expect(classifyLink({ href: 'https://example.org/sport', external: true }, ctx)).toEqual({
      action: 'browser',
    });
  });

  it('leaves modified clicks, other buttons, downloads and named targets to the browser', () => {
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(classifyLink({ href: '/sport' }, ctx, { ...click, ctrlKey: true })).toEqual({ action: 'browser' });
    expect(classifyLink({ href: '/sport' }, ctx, { ...click, button: 1 })).toEqual({ action: 'browser' });
    expect(classifyLink({ href: '/sport', download: true }, ctx)).toEqual({ action: 'browser' });
    expect(classifyLink({ href: '/sport', target: 'vorschau' }, ctx)).toEqual({ action: 'browser' });
    expect(classifyLink({ href: '/sport', target: '_self' }, ctx)).toEqual({
      action: 'route',
      path: '/sport',
    });
  });
  describe('a link to the consent page of the consent service (spec §2)', () => {
    const managed = { origin, consentPage: '/einwilligungen', consentManagement: true };

    it('rejects all consents where the brand runs consent management: with a query or a hash, in a new window, from the full address', () => {
      for (const href of ['/einwilligungen', `${origin}/einwilligungen`, '/einwilligungen?von=artikel#oben'])
        expect(classifyLink({ href }, managed)).toEqual({ action: 'reject-consent' });
      expect(classifyLink({ href: '/einwilligungen', target: '_blank' }, managed)).toEqual({
        action: 'reject-consent',
      });
    });

    it('rejects all for a consent page on the consent service’s own origin too', () => {
      const service = { ...managed, consentPage: 'https://consent.example.org/seite/rb' };
      expect(classifyLink({ href: 'https://consent.example.org/seite/rb', external: true }, service)).toEqual(
        {
          action: 'reject-consent',
        },
      );
      expect(classifyLink({ href: 'https://consent.example.org/seite/la', external: true }, service)).toEqual(
        {
          action: 'browser',
        },
      );
    });

    it('leaves other pages, modified clicks and downloads alone', () => {
      expect(classifyLink({ href: '/einwilligungen-12345' }, managed)).toEqual({
        action: 'route',
        path: '/einwilligungen-12345',
      });
      expect(classifyLink({ href: 'https://example.org/einwilligungen', external: true }, managed)).toEqual({
        action: 'browser',
      });
      const click = { button: 0, metaKey: false, ctrlKey: true, shiftKey: false, altKey: false };
      expect(classifyLink({ href: '/einwilligungen' }, managed, click)).toEqual({ action: 'browser' });
      expect(classifyLink({ href: '/einwilligungen', download: true }, managed)).toEqual({
        action: 'browser',
      });
    });

    it('just opens the page (a full page load) for a brand without consent management', () => {
      const unmanaged = { ...managed, consentManagement: false };
      expect(classifyLink({ href: '/einwilligungen' }, unmanaged)).toEqual({ action: 'browser' });
    });
  });
});
