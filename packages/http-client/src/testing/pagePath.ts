/** For tests: the path and query of a URL the HTTP client asked for (it asks with the page's absolute URL). */
export function pagePath(href: string): string {
  const { pathname, search } = new URL(href, 'http://localhost');
  return `${pathname}${search}`;
}
