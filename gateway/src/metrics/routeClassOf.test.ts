import { routeClassOf, upstreamOfPath } from './routeClassOf';

describe('routeClassOf', () => {
  it.each([
    ['/', 'document'],
    ['/lokales/rathaus-beschliesst-haushalt-100123', 'document'],
    ['/apfel', 'document'],
    ['/_payload.json', 'payload'],
    ['/lokales/_payload.json', 'payload'],
    ['/api/settings', 'api'],
    ['/api', 'api'],
    ['/content/v5/pages/home', 'content'],
    ['/cms/.well-known/jwks.json', 'identity'],
    ['/user-api/mandators/rb/users/1/bookmarks', 'users'],
    ['/payments/customers/1', 'payments'],
    ['/paywall/decision', 'paywall'],
    ['/img/abc/seed/a.jpg', 'images'],
    ['/media/seed/a.mp4', 'media'],
    ['/remotes/mf-articles/remoteEntry.js', 'remotes'],
    ['/mf-registry.json', 'registry'],
    ['/builds/latest.json', 'builds'],
    ['/favicon.svg', 'static'],
    ['/sw.js', 'static'],
    ['/icons/icon-192.png', 'static'],
    ['/robots.txt', 'seo'],
    ['/sitemap.xml', 'seo'],
    ['/sitemaps/news.xml', 'seo'],
    ['/lokales/rss.xml', 'seo'],
    ['/healthz', 'health'],
    ['/metrics', 'health'],
  ])('%s is a %s', (path, routeClass) => {
    expect(routeClassOf(path)).toBe(routeClass);
  });

  it('takes a prefix only as a whole path segment', () => {
    expect(routeClassOf('/apicultura')).toBe('document');
    expect(routeClassOf('/contentious-article-1')).toBe('document');
    expect(routeClassOf('/cmsx')).toBe('document');
  });
});

describe('upstreamOfPath', () => {
  it('names the upstream of a service path and nothing else', () => {
    expect(upstreamOfPath('/cms/auth/login')).toBe('identity');
    expect(upstreamOfPath('/user-api/x')).toBe('users');
    expect(upstreamOfPath('/api/settings')).toBeUndefined();
    expect(upstreamOfPath('/')).toBeUndefined();
  });
});
