import { isBuildEntry, isHashedAsset, isShareableDocument } from './cachePolicy';

const u = (path: string) => new URL(path, 'https://www.example.de');
const response = (status: number, cacheControl?: string) => ({
  status,
  headers: { get: (name: string) => (name === 'cache-control' ? (cacheControl ?? null) : null) },
});

describe('isHashedAsset', () => {
  it.each([
    ['/remotes/shell/main.0a1b2c3d4e.js', true],
    ['/remotes/mf-articles/app.0a1b2c3d4e.css', true],
    ['/remotes/shell/fonts/noto-sans-latin-400-normal.0a1b2c3d4e.woff2', true],
    ['/remotes/shell/fonts/noto-sans.woff2', false],
    ['/remotes/shell/remoteEntry.js', false],
    ['/remotes/shell/mf-manifest.json', false],
    ['/static/main.0a1b2c3d4e.js', false],
  ])('%s → %s', (path, expected) => expect(isHashedAsset(u(path))).toBe(expected));
});

describe('isBuildEntry', () => {
  it.each([
    ['/remotes/mf-articles/remoteEntry.js', true],
    ['/remotes/mf-articles/mf-manifest.json', true],
    ['/remotes/shell/main.0a1b2c3d4e.js', false],
    ['/remoteEntry.js', false],
  ])('%s → %s', (path, expected) => expect(isBuildEntry(u(path))).toBe(expected));
});

describe('isShareableDocument', () => {
  it.each([
    [200, 'no-cache', true],
    [200, 'public, max-age=60, stale-while-revalidate=300', true],
    [200, undefined, true],
    [200, 'private, no-store', false],
    [200, 'no-store', false],
    [200, 'Private', false],
    [200, 'max-age=0, private', false],
    [404, 'no-cache', false],
    [503, 'no-store', false],
  ])('status %s, cache-control %s → %s', (status, cacheControl, expected) =>
    expect(isShareableDocument(response(status, cacheControl))).toBe(expected),
  );
});
