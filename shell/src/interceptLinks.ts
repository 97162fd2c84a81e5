import { navigateToUrl } from 'single-spa';
import { classifyLink } from './classifyLink';
import { isNativeApp } from '@news/contracts/isNativeApp';

/**
 * Site-wide link interception (spec §2): known routes of this origin navigate in the app without a page load,
 * links that match no route and dangerous protocols are not followed, target blank opens a new window (in the
 * native app the page navigates and the app hands the other site to the system browser); the rest is the
 * browser's. A link on the page counts as explicitly external. In-app routes go through `navigate` (the page
 * transition, createPageTransition).
 */
export function interceptLinks(doc: Document, navigate: (path: string) => void = navigateToUrl): void {
  const win = doc.defaultView;
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const decision = classifyLink(
      {
        href: anchor.href,
        target: anchor.target,
        download: anchor.hasAttribute('download'),
        external: true,
      },
      { origin: doc.location.origin },
      event,
    );
    switch (decision.action) {
      case 'browser':
        return;
      case 'route':
        event.preventDefault();
        if (decision.path !== doc.location.pathname) navigate(decision.path);
        return;
      case 'new-window':
        event.preventDefault();
        if (isNativeApp(doc.location.search, doc.cookie)) doc.location.assign(decision.href);
        else win?.open(decision.href, '_blank', 'noopener');
        return;
      case 'block':
      case 'refuse':
        event.preventDefault();
        console.warn(`[shell] link not followed (${decision.action}):`, anchor.getAttribute('href'));
    }
  });
}
