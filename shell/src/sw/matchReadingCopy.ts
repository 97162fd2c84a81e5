import { READING_CACHE_PREFIX, readingCopyKey } from './readingCopyKey';

/**
 * The reader's offline copy of a request (an article's document or page data, or one of its images), from the
 * reading caches the page fills (shell/src/readingCopies.ts, docs/adr/0014). The page keeps at most one reader's
 * cache: it drops the others whenever it learns who reads, and a logout drops the reader's own.
 */
export async function matchReadingCopy(
  storage: CacheStorage,
  request: Request,
): Promise<Response | undefined> {
  if (request.method !== 'GET') return undefined;
  const key = readingCopyKey(new URL(request.url));
  const names = (await storage.keys()).filter((name) => name.startsWith(READING_CACHE_PREFIX));
  for (const name of names) {
    const cache = await storage.open(name);
    const copy = await cache.match(key, { ignoreVary: true });
    if (copy) return copy;
  }
  return undefined;
}
