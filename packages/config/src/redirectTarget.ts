import { resolveRoute } from './routeTable';

/**
 * Where a redirecting route (e.g. /order/onepage-checkout → /order/checkout) sends the reader, keeping the query
 * string and the hash (a campaign's utm parameters, an offer code), or null when the path does not redirect.
 * The gateway answers it with a 301, the shell rewrites the URL with it on client-side navigation.
 */
export function redirectTarget(pathname: string, search = '', hash = ''): string | null {
  const resolved = resolveRoute(pathname, search);
  if (resolved.kind !== 'ok' || !resolved.route.redirect) return null;
  const query = search === '?' ? '' : search;
  return `${resolved.route.redirect}${query}${hash}`;
}
