/**
 * What the service worker may keep (serviceWorker.ts). Pure, so each rule has its unit test.
 */

/** Content-hashed build files (`name.0123456789.js`, fonts too): they never change, so the cache answers first. */
export function isHashedAsset(url: URL): boolean {
  return url.pathname.startsWith('/remotes/') && /\.[0-9a-f]{10}\.(js|css|woff2)$/.test(url.pathname);
}

/** The builds' entry and manifest files, which change with a release: network first, the cache offline. */
export function isBuildEntry(url: URL): boolean {
  return url.pathname.startsWith('/remotes/') && /\/(remoteEntry\.js|mf-manifest\.json)$/.test(url.pathname);
}

/**
 * Only a document any reader may see enters the cache: one the server marks private or no-store (the entitled
 * reader's paid article) never does, so paid text cannot reach another reader of the device or outlive the login.
 */
export function isShareableDocument(response: {
  status: number;
  headers: { get(name: string): string | null };
}): boolean {
  if (response.status !== 200) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/.test(cacheControl);
}
