import type { Mandator } from '@news/config/mandators';
import type { RouteDefinition } from '@news/config/routeTable';
import { staleWhileRevalidateFor } from '@news/config/staleWhileRevalidateFor';
import { STALE_IF_ERROR_SECONDS } from './createPageCache';

/** How one document is cached: its key, the URL it is rendered from, and what caches in front are told. */
export type DocumentCachePolicy = {
  key: string;
  /** The URL the document is rendered from: the path with the query parameters that count (documentCacheUrl). */
  url: string;
  maxAgeSeconds: number;
  cacheControl: string;
};

/**
 * Query parameters that never change a document: campaign and click ids, analytics' linker, and `nocache` (the
 * reload after a consent change, meant for caches in front). They neither create entries nor reach the copy.
 */
const IGNORED_QUERY_PARAMETER =
  /^(?:utm_[a-z_]+|nocache|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|igshid|_ga|_gl)$/i;

/** The URL a cached document is keyed by and rendered from: the path and the other parameters, sorted. */
export function documentCacheUrl(requestUrl: string): string {
  const url = new URL(requestUrl, 'http://cache.invalid');
  const kept = [...url.searchParams].filter(([name]) => !IGNORED_QUERY_PARAMETER.test(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * The page cache's policy for a document (ARCHITECTURE §3, docs/adr/0006): only routes with a route rule
 * (stale-while-revalidate, spec §9) are cached, one copy per brand, build, remote registry and URL without the
 * ignored parameters (documentCacheUrl). A document for one reader (an entitled reader's article) is never cached:
 * the caller does not ask. Undefined: the route is not cached.
 */
export function documentCachePolicy(p: {
  route: Pick<RouteDefinition, 'staleWhileRevalidate' | 'giftStaleWhileRevalidate'>;
  mandator: Pick<Mandator, 'id' | 'features'>;
  buildId: string;
  registryHash: string;
  /** The request's URL (path and query). */
  url: string;
}): DocumentCachePolicy | undefined {
  const maxAgeSeconds = staleWhileRevalidateFor(p.route, p.mandator);
  if (!maxAgeSeconds) return undefined;
  const url = documentCacheUrl(p.url);
  return {
    key: `${p.mandator.id}:${p.buildId}:${p.registryHash}:${url}`,
    url,
    maxAgeSeconds,
    cacheControl:
      `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds}, ` +
      `stale-if-error=${STALE_IF_ERROR_SECONDS}`,
  };
}
