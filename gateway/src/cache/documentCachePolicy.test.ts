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
      route: routeOf(path),
      mandator: getMandator(mandator) ?? getMandator('rb'),
      buildId: 'b1',
      registryHash: 'r1',
      path,
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
});
