import { resolveRoute } from '@news/config/routeTable';
import { PAYLOAD_SUFFIX, pagePathOfPayload } from '@news/contracts/payloadUrl';

/** The caches of offline reading copies are named this prefix + the reader's key (docs/adr/0014). */
export const READING_CACHE_PREFIX = 'reading-v1:';
/** The key of a reader who is not logged in: their copies are anonymous documents only. */
export const ANONYMOUS_READER = 'anonym';

export const readingCacheName = (readerKey: string): string => `${READING_CACHE_PREFIX}${readerKey}`;

/** The article id of an article page path (`/neue-bruecke-12345`, `/12345`), as the route table reads it. */
export function articleIdOfPath(pathname: string): number | null {
  const resolved = resolveRoute(pathname);
  return resolved.kind === 'ok' && resolved.route.name === 'article' ? Number(resolved.params.id) : null;
}

/**
 * Where a reading cache keeps the answer for a URL: an article's document under `/{id}` and its page data under
 * `/{id}/_payload.json`, whatever slug or query the link carries (the reader may come from a teaser, the bookmark
 * list or the address bar); anything else (images) under its own path and query.
 */
export function readingCopyKey(url: URL): string {
  const page = pagePathOfPayload(url.pathname);
  const id = articleIdOfPath(page ?? url.pathname);
  if (id === null) return url.pathname + url.search;
  return page === null ? `/${id}` : `/${id}${PAYLOAD_SUFFIX}`;
}
