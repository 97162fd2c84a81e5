import { redirectTarget } from '@news/config/redirectTarget';

/**
 * On client-side navigation, a redirecting route's URL is replaced by its target in place (as the gateway's 301
 * does for a document request), keeping the query string and the hash.
 */
export function applyRouteRedirect(win: Pick<Window, 'location' | 'history'>): void {
  const { pathname, search, hash } = win.location;
  const target = redirectTarget(pathname, search, hash);
  if (target) win.history.replaceState(win.history.state, '', target);
}
