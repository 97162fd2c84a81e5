import { prefetchAllowed, prefetchTarget } from './prefetchTarget';

const origin = 'https://www.rheinauer-bote.test';

describe('prefetchTarget', () => {
  it('prefetches the payload of public screens of this origin', () => {
    expect(prefetchTarget(`${origin}/sport`, origin, '/')).toBe('/sport/_payload.json');
    expect(prefetchTarget(`${origin}/neue-bruecke-4711`, origin, '/')).toBe(
      '/neue-bruecke-4711/_payload.json',
    );
    expect(prefetchTarget(`${origin}/`, origin, '/sport')).toBe('/_payload.json');
  });
  it('skips portal and dialog routes, other origins, hashes and the current page', () => {
    expect(prefetchTarget(`${origin}/account`, origin, '/')).toBeNull();
    expect(prefetchTarget(`${origin}/__mein-portal/dialog-flow/login`, origin, '/')).toBeNull();
    expect(prefetchTarget('https://example.org/sport', origin, '/')).toBeNull();
    expect(prefetchTarget(`${origin}/sport#top`, origin, '/')).toBeNull();
    expect(prefetchTarget(`${origin}/sport`, origin, '/sport')).toBeNull();
  });
});

describe('prefetchAllowed', () => {
  it('is off on data saver and slow (slow-2g, 2g, 3g) connections', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(false);
  });
});
