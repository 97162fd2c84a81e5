import { resolveRoute } from '@news/config/routeTable';

const legalPaths = new Set(['/agb', '/datenschutz', '/impressum', '/order/checkout']);

/**
 * Decides whether a click on a link is handled in the app (client-side navigation) or left to the browser.
 * Links to other origins, with a query or a hash, opening a new window, with a modifier key, and legal pages
 * (which must be full page loads) go to the browser.
 */
export function shouldRouteInApp(
  link: { href: string; target: string; hasDownload: boolean },
  event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
  origin: string,
): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (link.hasDownload || (link.target !== '' && link.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(link.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.search !== '' || url.hash !== '') return null;
  if (legalPaths.has(url.pathname)) return null;
  return resolveRoute(url.pathname).kind === 'ok' ? url.pathname : null;
}
