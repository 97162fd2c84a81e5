import { getMandator } from '@news/config/mandators';
import { resolveRoute } from '@news/config/routeTable';
import { documentCachePolicy } from './documentCachePolicy';

const routeOf = (path: string) => {
  const resolved = resolveRoute(path);
  if (resolved.kind !== 'ok') throw new Error(`${path} is no route`);
  return resolved.route;
};

describe('documentCachePolicy', () => {
  const policy = (path: string, mandator = 'rb') =>
    documentCachePolicy({
      route: routeOf(path.split('?')[0]!),
      mandator: getMandator(mandator) ?? getMandator('rb'),
      buildId: 'b1',
      registryHash: 'r1',
      url: path,
    });

  it('caches home, channel and test report pages per brand, build, registry and path', () => {
    expect(policy('/')).toEqual({
      key: 'rb:b1:r1:/',
      url: '/',
      maxAgeSeconds: 120,
      cacheControl: 'public, max-age=0, s-maxage=120, stale-while-revalidate=120, stale-if-error=86400',
    });
    expect(policy('/', 'la')?.key).toBe('la:b1:r1:/');
    expect(policy('/', 'la')?.maxAgeSeconds).toBe(300);
    expect(policy('/sport')?.maxAgeSeconds).toBe(300);
    expect(policy('/testberichte')?.maxAgeSeconds).toBe(300);
  });

  it('does not cache routes without a route rule (articles, search, portal)', () => {
    for (const path of ['/ein-artikel-123', '/suche', '/account']) expect(policy(path)).toBeUndefined();
  });

  it('keys and renders by the query parameters that count, sorted; campaign and click ids and nocache share the copy', () => {
    expect(policy('/?utm_source=newsletter&utm_medium=mail&fbclid=1&gclid=2&nocache=1')?.key).toBe(
      'rb:b1:r1:/',
    );
    expect(policy('/?utm_source=newsletter')?.url).toBe('/');
    expect(policy('/sport/2?b=2&a=1')).toMatchObject({
      key: 'rb:b1:r1:/sport/2?a=1&b=2',
      url: '/sport/2?a=1&b=2',
    });
    expect(policy('/?link-token=abc&utm_campaign=x')?.url).toBe('/?link-token=abc');
  });
});
