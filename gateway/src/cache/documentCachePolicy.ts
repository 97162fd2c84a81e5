import type { Mandator } from '@news/config/mandators';
import type { RouteDefinition } from '@news/config/routeTable';
import { staleWhileRevalidateFor } from '@news/config/staleWhileRevalidateFor';
import { STALE_IF_ERROR_SECONDS } from './createPageCache';

/** How one document is cached: its key, the URL it is rendered from, and what caches in front are told. */
export type DocumentCachePolicy = {
  key: string;
  /** The URL the document is rendered from: the path with the query parameters that count, nothing else. */
  url: string;
  maxAgeSeconds: number;
  cacheControl: string;
};

/**
 * The page cache's policy for a document (ARCHITECTURE §3, docs/adr/0006): only routes with a route rule
 * (stale-while-revalidate, spec §9) are cached, one copy per brand, build, remote registry and page. The query
 * string counts for none of them: campaign parameters (`utm_*`), `nocache` after a consent change, click ids and
 * the like must neither create new entries nor reach the rendered copy, so the key and the render use the path
 * alone. A document for one reader (an entitled reader's article) is never cached: the caller does not ask.
 * Undefined: the route is not cached.
 */
export function documentCachePolicy(p: {
  route: Pick<RouteDefinition, 'staleWhileRevalidate' | 'giftStaleWhileRevalidate'>;
  mandator: Pick<Mandator, 'id' | 'features'>;
  buildId: string;
  registryHash: string;
  path: string;
}): DocumentCachePolicy | undefined {
  const maxAgeSeconds = staleWhileRevalidateFor(p.route, p.mandator);
  if (!maxAgeSeconds) return undefined;
  return {
    key: `${p.mandator.id}:${p.buildId}:${p.registryHash}:${p.path}`,
    url: p.path,
    maxAgeSeconds,
    cacheControl:
      `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds}, ` +
      `stale-if-error=${STALE_IF_ERROR_SECONDS}`,
  };
}
