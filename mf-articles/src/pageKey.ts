/**
 * What identifies the data of a location: the path (without a trailing slash) and, for the search, the query q.
 * Other query parameters (tracking, cache probes) do not change the page.
 */
export function pageKey(pathname: string, search: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const q = new URLSearchParams(search).get('q');
  return q === null ? path : `${path}?q=${q.trim()}`;
}
