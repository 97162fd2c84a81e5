/** @jest-environment jsdom */
import { grantsFor } from '@news/contracts/consentVendors';
import { createEventBus, type EventBus } from '@news/event-bus/createEventBus';
import type { IvwSetup } from '@news/contracts/documentState';
import { startMeasurement, type MeasuredWindow } from './startMeasurement';

/** The brand's IVW settings (ivw_st_desktopname, ivw_st_mobilename, ivw_cname). */
const ivw: IvwSetup = { desktopSite: 'rheinbote', mobileSite: 'mobrheinbote', cname: 'data-ivw.example' };
/** A page view as the IVW tag gets it on a wide screen. */
const desktopView = (cp: string, path: string) => ({ st: 'rheinbote', dn: 'data-ivw.example', cp, path });

/** The viewport: jsdom has no matchMedia, so the test answers the IVW tag's media query itself. */
let mobileViewport = false;
beforeEach(() => {
  mobileViewport = false;
  window.matchMedia = ((query: string) => ({
    matches: query === '(max-width: 767px)' && mobileViewport,
  })) as unknown as typeof window.matchMedia;
});

const user = (roles: string[]) => ({
  ssoId: 's1',
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Purmann',
  emailVerified: true,
  roles,
});

const consent = (bus: EventBus, vendors: string[]) =>
  bus.publish('consent', { type: 'CONSENT_CHANGED', general: true, vendors: grantsFor(vendors) });
const navigate = (bus: EventBus, path: string, routeName: string) =>
  bus.publish('navigation', { type: 'ROUTE_CHANGED', path, routeName });

function setUp(nativeApp = false, setup: IvwSetup | null = ivw) {
  const win = window as MeasuredWindow;
  delete win.dataLayer;
  delete win.iomq;
  for (const c of document.cookie.split(';'))
    document.cookie = `${c.split('=')[0]?.trim()}=; Max-Age=0; Path=/`;
  const bus = createEventBus();
  startMeasurement(win, bus, nativeApp, setup ?? undefined);
  return { win, bus };
}

describe('startMeasurement', () => {
  it('sends analytics events to the data layer only while adobe analytics is allowed', () => {
    const { win, bus } = setUp();
    bus.publish('auth', { type: 'LOGOUT' });
    bus.publish('analytics', { type: 'category_title_click', data: { title: 'Lokales' } });
    consent(bus, ['ivw']);
    bus.publish('analytics', { type: 'teaser_tool_click' });
    expect(win.dataLayer).toBeUndefined();
    consent(bus, ['adobeAnalytics']);
    bus.publish('analytics', { type: 'search_result_click', data: { query: 'rhein' } });
    expect(win.dataLayer).toEqual([{ event: 'search_result_click', query: 'rhein' }]);
  });

  it('counts one IVW page view per page view with ivw consent, the page of the consent included', () => {
    const { win, bus } = setUp();
    bus.publish('auth', { type: 'LOGOUT' });
    navigate(bus, '/', 'home');
    expect(win.iomq).toBeUndefined();
    consent(bus, ['ivw']);
    consent(bus, ['ivw', 'youtube']);
    navigate(bus, '/lokales', 'channel');
    navigate(bus, '/', 'home');
    expect(win.iomq).toEqual([
      desktopView('home', '/'),
      desktopView('channel', '/lokales'),
      desktopView('home', '/'),
    ]);
  });

  it("counts a page view on a small screen under the mobile site's offer id", () => {
    const { win, bus } = setUp();
    bus.publish('auth', { type: 'LOGOUT' });
    consent(bus, ['ivw']);
    mobileViewport = true;
    navigate(bus, '/lokales', 'channel');
    mobileViewport = false;
    navigate(bus, '/', 'home');
    expect(win.iomq).toEqual([
      { st: 'mobrheinbote', dn: 'data-ivw.example', cp: 'channel', path: '/lokales' },
      desktopView('home', '/'),
    ]);
  });

  it('counts no IVW page view where the brand does not measure with IVW (ivw_szm_enabled off), consent or not', () => {
    const { win, bus } = setUp(false, null);
    bus.publish('auth', { type: 'LOGOUT' });
    consent(bus, ['ivw', 'adobeAnalytics']);
    navigate(bus, '/', 'home');
    bus.publish('analytics', { type: 'teaser_tool_click' });
    expect(win.iomq).toBeUndefined();
    expect(win.dataLayer).toEqual([{ event: 'teaser_tool_click' }]);
  });

  it('counts article views in the visit cookie, written only once kdm consents', () => {
    const { bus } = setUp();
    bus.publish('auth', { type: 'LOGOUT' });
    navigate(bus, '/lokales/a-1', 'article');
    navigate(bus, '/lokales', 'channel');
    navigate(bus, '/lokales/a-2', 'article');
    consent(bus, ['ivw']);
    expect(document.cookie).not.toContain('news_recent_visits');
    consent(bus, ['kdm']);
    expect(document.cookie).toContain('news_recent_visits=2');
    navigate(bus, '/lokales/a-3', 'article');
    expect(document.cookie).toContain('news_recent_visits=3');
  });

  it('measures a PUR reader who also has plus (the consent management runs for them)', () => {
    const { win, bus } = setUp();
    bus.publish('auth', { type: 'LOGIN_SUCCESS', user: user(['PUR_USER', 'PLUS_USER']) });
    consent(bus, ['adobeAnalytics', 'ivw']);
    navigate(bus, '/', 'home');
    bus.publish('analytics', { type: 'user_personalisation_click' });
    expect([win.dataLayer, win.iomq]).toEqual([
      [{ event: 'user_personalisation_click' }],
      [desktopView('home', '/')],
    ]);
  });

  it('measures nothing for a reader the consent management skips (PUR without plus, native app)', () => {
    const pur = setUp();
    pur.bus.publish('auth', { type: 'LOGIN_SUCCESS', user: user(['PUR_USER']) });
    consent(pur.bus, ['adobeAnalytics', 'ivw', 'kdm']);
    navigate(pur.bus, '/lokales/a-1', 'article');
    pur.bus.publish('analytics', { type: 'article_tool_click' });
    expect([pur.win.dataLayer, pur.win.iomq, document.cookie]).toEqual([undefined, undefined, '']);

    const app = setUp(true);
    app.bus.publish('auth', { type: 'LOGOUT' });
    consent(app.bus, ['adobeAnalytics', 'ivw', 'kdm']);
    navigate(app.bus, '/', 'home');
    app.bus.publish('analytics', { type: 'article_tool_click' });
    expect([app.win.dataLayer, app.win.iomq]).toEqual([undefined, undefined]);
  });
});
