import { navigateToUrl } from 'single-spa';
import { shouldRouteInApp } from './shouldRouteInApp';

/** Site-wide link interception: known routes of this origin navigate in the app, without a page load. */
export function interceptLinks(doc: Document): void {
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const path = shouldRouteInApp(
      { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
      event,
      doc.location.origin,
    );
    if (path === null) return;
    event.preventDefault();
    if (path !== doc.location.pathname) navigateToUrl(path);
  });
}
