import { resolveRoute } from '@news/config/routeTable';
import { payloadUrl } from '@news/contracts/payloadUrl';

export type ConnectionInfo = { saveData?: boolean; effectiveType?: string } | undefined;

/** Effective connection types too slow to spend bandwidth on pages the reader may never open. */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/**
 * No prefetching on data-saver or slow connections (spec §9). "Slow" includes 3g: a prefetch there competes with
 * the images and scripts of the page the reader is looking at.
 */
export function prefetchAllowed(connection: ConnectionInfo): boolean {
  if (!connection) return true;
  return !connection.saveData && !SLOW_CONNECTIONS.has(connection.effectiveType ?? '');
}

/**
 * The payload URL to prefetch for a link, or null: only links of this origin to routes whose meta asks for
 * prefetching (server-rendered public screens), and never the page the reader is on.
 */
export function prefetchTarget(href: string, origin: string, currentPath: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.hash !== '' || url.pathname === currentPath) return null;
  const resolved = resolveRoute(url.pathname, url.search);
  if (resolved.kind !== 'ok' || !resolved.route.prefetch || !resolved.route.ssr) return null;
  return payloadUrl(url.pathname, url.search);
}
