import { shouldRouteInApp } from './shouldRouteInApp';

const origin = 'https://www.rheinauer-bote.test';
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => ({
  href,
  target: '',
  hasDownload: false,
  ...extra,
});

describe('shouldRouteInApp', () => {
  it('routes same-origin links to known routes in the app', () => {
    expect(shouldRouteInApp(link(`${origin}/sport`), click, origin)).toBe('/sport');
    expect(shouldRouteInApp(link(`${origin}/bookmarks`), click, origin)).toBe('/bookmarks');
  });
  it('leaves links with a query or a hash to the browser', () => {
    expect(shouldRouteInApp(link(`${origin}/suche?q=rhein`), click, origin)).toBeNull();
    expect(shouldRouteInApp(link(`${origin}/account#login`), click, origin)).toBeNull();
  });
  it('leaves other origins, new windows, downloads and modified clicks to the browser', () => {
    expect(shouldRouteInApp(link('https://example.org/sport'), click, origin)).toBeNull();
    expect(shouldRouteInApp(link(`${origin}/sport`, { target: '_blank' }), click, origin)).toBeNull();
    expect(shouldRouteInApp(link(`${origin}/sport`, { hasDownload: true }), click, origin)).toBeNull();
    expect(shouldRouteInApp(link(`${origin}/sport`), { ...click, metaKey: true }, origin)).toBeNull();
    expect(shouldRouteInApp(link(`${origin}/sport`), { ...click, button: 1 }, origin)).toBeNull();
  });
  it('navigates legal pages as full page loads', () => {
    expect(shouldRouteInApp(link(`${origin}/impressum`), click, origin)).toBeNull();
    expect(shouldRouteInApp(link(`${origin}/order/checkout`), click, origin)).toBeNull();
  });
  it('refuses dangerous protocols', () => {
    expect(shouldRouteInApp(link('javascript:alert(1)'), click, origin)).toBeNull();
  });
});
