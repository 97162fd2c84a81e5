import { buildMeta } from './buildMeta';

describe('buildMeta', () => {
  it('lists each route’s rules under its path or pattern, and the shared cached pages as prerendered', () => {
    const meta = buildMeta({ id: 'abc', builtAt: '2026-11-22T18:00:00.000Z' }, [
      { pattern: '/', staleWhileRevalidate: 300 },
      { pattern: '/:slug?-:id' },
      { pattern: '/lokales/:path*', staleWhileRevalidate: 60 },
      { pattern: '/alt', redirect: '/neu' },
      { pattern: '/autoren' },
    ]);
    expect(meta).toEqual({
      id: 'abc',
      timestamp: Date.parse('2026-11-22T18:00:00.000Z'),
      matcher: {
        static: { '/': { swr: 300 }, '/alt': { redirect: '/neu' } },
        dynamic: [{ pattern: '/lokales/:path*', rules: { swr: 60 } }],
      },
      prerendered: ['/'],
    });
  });

  it('has timestamp 0 for a build without a time', () => {
    expect(buildMeta({ id: 'abc' }, []).timestamp).toBe(0);
  });
});
