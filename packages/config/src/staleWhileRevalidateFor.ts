import type { Mandator } from './mandators';
import type { RouteDefinition } from './routeTable';

/**
 * Seconds a cached document of `route` may be served stale for this brand (spec §9): the route's
 * staleWhileRevalidate, or its giftStaleWhileRevalidate when the brand runs the gift variant. Undefined: the
 * route's documents are not cached.
 */
export function staleWhileRevalidateFor(
  route: Pick<RouteDefinition, 'staleWhileRevalidate' | 'giftStaleWhileRevalidate'>,
  mandator: Pick<Mandator, 'features'>,
): number | undefined {
  if (mandator.features.giftArticles && route.giftStaleWhileRevalidate !== undefined)
    return route.giftStaleWhileRevalidate;
  return route.staleWhileRevalidate;
}
