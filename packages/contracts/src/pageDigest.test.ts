import { pageDigest } from './pageDigest';

describe('pageDigest', () => {
  const page = { kind: 'home', path: '/', home: { teasers: [{ id: 1, title: 'Großbrand in Rheinau' }] } };

  it('is the same for the same data, also after a round trip through JSON', () => {
    expect(pageDigest(page)).toMatch(/^[0-9a-f]{16}$/);
    expect(pageDigest(JSON.parse(JSON.stringify(page)))).toBe(pageDigest(page));
  });

  it('differs when any value, key or order differs', () => {
    const digests = [
      page,
      { ...page, path: '/x' },
      { kind: 'home', path: '/', home: { teasers: [{ id: 2, title: 'Großbrand in Rheinau' }] } },
      { kind: 'home', path: '/', home: { teasers: [{ id: 1, title: 'Großbrand in Rheinaü' }] } },
      { path: '/', kind: 'home', home: page.home },
      { kind: 'home', path: '/', home: { teasers: [] } },
    ].map(pageDigest);
    expect(new Set(digests).size).toBe(digests.length);
  });
});
