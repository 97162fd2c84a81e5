/**
 * Where the page data of a server-rendered route is served for client-side navigation and prefetching
 * (`{path}/_payload.json`, the gateway answers it with the data the server render would use).
 */
export const PAYLOAD_SUFFIX = '/_payload.json';

export function payloadUrl(pathname: string, search = ''): string {
  const base = pathname === '/' ? '' : pathname.replace(/\/+$/, '');
  return `${base}${PAYLOAD_SUFFIX}${search}`;
}

/** The page path a payload URL stands for, or null when the path is no payload URL. */
export function pagePathOfPayload(path: string): string | null {
  if (!path.endsWith(PAYLOAD_SUFFIX)) return null;
  return path.slice(0, -PAYLOAD_SUFFIX.length) || '/';
}
