import { resolveRoute } from '@news/config/routeTable';
import { articleIdOfPath, readingCacheName, readingCopyKey } from './readingCopyKey';

const u = (path: string) => new URL(path, 'https://www.example.de');

describe('articleIdOfPath', () => {
  it.each([
    ['/neue-bruecke-12345', 12345],
    ['/12345', 12345],
    ['/lokales', null],
    ['/lokales/rheinau-12345', null],
    ['/autor/max-mustermann-7', null],
    ['/', null],
  ])('%s → %s', (path, id) => expect(articleIdOfPath(path)).toBe(id));

  it.each([
    '/neue-bruecke-12345',
    '/12345',
    '/012345',
    '/a-b-c-7',
    '/Neue-Bruecke-12',
    '/neue_bruecke-12',
    '/-12',
    '/neue-bruecke-',
    '/neue-bruecke-12/',
    '/neue-bruecke-12//',
    '/neue-bruecke-2147483648',
    '/0',
    '/lokales',
    '/themen/sport-12',
    '/suche/2',
  ])('reads %s as the route table does', (path) => {
    const resolved = resolveRoute(path);
    const routeId =
      resolved.kind === 'ok' && resolved.route.name === 'article' ? Number(resolved.params.id) : null;
    expect(articleIdOfPath(path)).toBe(routeId);
  });
});

describe('readingCopyKey', () => {
  it.each([
    ['/neue-bruecke-12345', '/12345'],
    ['/andere-zeile-12345?utm_source=x', '/12345'],
    ['/12345/_payload.json', '/12345/_payload.json'],
    ['/neue-bruecke-12345/_payload.json?gift=abc', '/12345/_payload.json'],
    [
      '/img/Ab3xQ0c9-_Zz81kLmN0pQr/teaser/640.avif/seed/rb-100001.jpg',
      '/img/Ab3xQ0c9-_Zz81kLmN0pQr/teaser/*/seed/rb-100001.jpg',
    ],
    [
      '/img/Ab3xQ0c9-_Zz81kLmN0pQr/teaser/1280.webp/seed/rb-100001.jpg',
      '/img/Ab3xQ0c9-_Zz81kLmN0pQr/teaser/*/seed/rb-100001.jpg',
    ],
    [
      '/img/Ab3xQ0c9-_Zz81kLmN0pQr/square@25_50/320.webp/seed/a.jpg',
      '/img/Ab3xQ0c9-_Zz81kLmN0pQr/square@25_50/*/seed/a.jpg',
    ],
    ['/img/Ab3xQ0c9-_Zz81kLmN0pQr/seed/rb-100001.jpg', '/img/Ab3xQ0c9-_Zz81kLmN0pQr/seed/rb-100001.jpg'],
    ['/favicon.svg?v=2', '/favicon.svg?v=2'],
    ['/lokales/_payload.json', '/lokales/_payload.json'],
  ])('%s → %s', (path, key) => expect(readingCopyKey(u(path))).toBe(key));
});

it('names one cache per reader', () => {
  expect(readingCacheName('abc-123')).toBe('reading-v1:abc-123');
  expect(readingCacheName('abc-123')).not.toBe(readingCacheName('abc-124'));
});
