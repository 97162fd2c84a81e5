import {
  DEMO_CONSENT_PAGE_PATH,
  ecommerceWidgetRules,
  getMandator,
  isMandatorId,
  ivwSetup,
  mandatorForHost,
  mandatorIds,
  mandators,
} from './mandators';
import type { Settings } from './settings';
import { resolveRoute } from './routeTable';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
const contrast = (a: string, b: string): number => {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('mandators', () => {
  it('has the two fictional brands', () => {
    expect(mandatorIds).toEqual(['rb', 'la']);
    expect(mandators.rb.name).toBe('Rheinauer Bote');
    expect(mandators.la.name).toBe('Lahntal-Anzeiger');
    for (const id of mandatorIds) {
      expect(mandators[id].id).toBe(id);
      expect(mandators[id].locale).toBe('de');
      expect(mandators[id].expressEdition).toBe(false);
    }
  });

  it('switches consent management, push and analytics off for la only (spec §1); rb is the gift variant', () => {
    expect(mandators.la.features).toEqual({
      consentManagement: false,
      pushNotifications: false,
      analytics: false,
      giftArticles: false,
    });
    expect(mandators.rb.features).toEqual({
      consentManagement: true,
      pushNotifications: true,
      analytics: true,
      giftArticles: true,
    });
  });

  it.each(mandatorIds)('%s uses colour pairs with WCAG AA contrast', (id) => {
    const { primary, primaryContrast, accent } = mandators[id].colors;
    for (const colour of [primary, primaryContrast, accent]) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrast(primary, primaryContrast)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(accent, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('the contrast helper is right', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('no host belongs to two mandators', () => {
    const hosts = mandatorIds.flatMap((id) => mandators[id].hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});

describe('getMandator', () => {
  it('returns a mandator by id, and undefined for an unknown one', () => {
    expect(getMandator('la').name).toBe('Lahntal-Anzeiger');
    expect(getMandator('rb').name).toBe('Rheinauer Bote');
    expect(getMandator('xx')).toBeUndefined();
    expect(getMandator('toString')).toBeUndefined();
    expect(getMandator('')).toBeUndefined();
  });

  it('isMandatorId', () => {
    expect(isMandatorId('rb')).toBe(true);
    expect(isMandatorId('RB')).toBe(false);
    expect(isMandatorId(undefined)).toBe(false);
  });
});

describe('mandatorForHost', () => {
  it.each([
    ['localhost', 'rb'],
    ['localhost:3000', 'rb'],
    ['127.0.0.1:8080', 'rb'],
    ['rb.localhost:3000', 'rb'],
    ['la.localhost', 'la'],
    ['la.localhost:3000', 'la'],
    ['LA.LOCALHOST:3000', 'la'],
    ['la.localhost.', 'la'],
    [' la.localhost ', 'la'],
    ['la.localhost:3000, proxy.internal', 'la'],
  ])('%s → %s', (host, id) => {
    expect(mandatorForHost(host, 'rb').id).toBe(id);
  });

  it.each([['unknown.example'], ['evil-la.localhost'], ['[::1]:3000'], [''], [undefined], [null]])(
    'falls back for %p',
    (host) => {
      expect(mandatorForHost(host, 'la').id).toBe('la');
      expect(mandatorForHost(host).id).toBe('rb');
    },
  );

  it('uses the default mandator when the fallback id is unknown', () => {
    expect(mandatorForHost('unknown.example', 'xx').id).toBe('rb');
    expect(mandatorForHost('la.localhost', 'xx').id).toBe('la');
  });

  it('answers e-commerce widget rules only for a brand that switched the widget on with a pattern and an origin', () => {
    expect(ecommerceWidgetRules(mandators.rb)).toEqual({
      urlPattern: '^http://shop\\.localhost:3000/demo-shop/widget/[a-z-]+$',
      allowedOrigin: 'http://shop.localhost:3000',
    });
    expect(ecommerceWidgetRules(mandators.la)).toBeUndefined();
    const rb = mandators.rb;
    const withSettings = (settings: Record<string, unknown>) => ({
      ...rb,
      settings: { ...rb.settings, ...settings },
    });
    expect(ecommerceWidgetRules(withSettings({ ecommercewidget_enabled: false }))).toBeUndefined();
    expect(ecommerceWidgetRules(withSettings({ ecommercewidget_iframeurlpattern: '' }))).toBeUndefined();
    for (const origin of [
      '',
      'shop.localhost',
      'http://shop.localhost:3000/',
      'http://shop.localhost:3000/x',
    ])
      expect(ecommerceWidgetRules(withSettings({ ecommercewidget_allowedorigin: origin }))).toBeUndefined();
  });
});

describe('ivwSetup (settings ivw_*, spec §3)', () => {
  const base = mandators.rb;
  const withSettings = (settings: Partial<Settings>) => ({
    ...base,
    settings: { ...base.settings, ...settings },
  });

  it('hands on the offer ids of desktop and mobile and the measurement domain while ivw_szm_enabled is on', () => {
    expect(
      ivwSetup(
        withSettings({
          ivw_szm_enabled: true,
          ivw_st_desktopname: 'rheinbote',
          ivw_st_mobilename: 'mobrheinbote',
          ivw_cname: 'data-ivw.example',
        }),
      ),
    ).toEqual({ desktopSite: 'rheinbote', mobileSite: 'mobrheinbote', cname: 'data-ivw.example' });
  });

  it('is off when switched off or without an offer id', () => {
    const names = { ivw_st_desktopname: 'rheinbote', ivw_st_mobilename: 'mobrheinbote' };
    expect(ivwSetup(withSettings({ ...names, ivw_szm_enabled: false }))).toBeUndefined();
    expect(
      ivwSetup(withSettings({ ...names, ivw_szm_enabled: true, ivw_st_mobilename: '' })),
    ).toBeUndefined();
    expect(
      ivwSetup(withSettings({ ...names, ivw_szm_enabled: true, ivw_st_desktopname: '' })),
    ).toBeUndefined();
    // the brand la measures nothing (spec §1)
    expect(ivwSetup(mandators.la)).toBeUndefined();
  });
});

describe('consentPageUrl (spec §2)', () => {
  it("the demo's consent page is no page of the app: nothing routes or prefetches it in the browser", () => {
    expect(resolveRoute(DEMO_CONSENT_PAGE_PATH).kind).not.toBe('ok');
    for (const id of mandatorIds) expect(mandators[id].consentPageUrl).toBe(DEMO_CONSENT_PAGE_PATH);
  });
});
