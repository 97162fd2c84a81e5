import { navigateToUrl } from 'single-spa';
import { classifyLink } from './classifyLink';
import { isNativeApp } from '@news/contracts/isNativeApp';

/** What the links of the brand's pages depend on (the document's state). */
export type LinkBrand = { consentPage?: string; consentManagement: boolean };

/**
 * Site-wide link interception (spec §2): known routes of this origin navigate in the app without a page load,
 * links that match no route and dangerous protocols are not followed, target blank opens a new window (in the
 * native app the page navigates and the app hands the other site to the system browser); the rest is the
 * browser's. A link on the page counts as explicitly external. A link to the brand's consent page rejects all
 * consents and reloads the page (spec §2). In-app routes go through `navigate` (the page transition,
 * createPageTransition).
 */
export function interceptLinks(
  doc: Document,
  brand: LinkBrand,
  navigate: (path: string) => void = navigateToUrl,
): void {
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
      { ...brand, origin: doc.location.origin },
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
      case 'reject-consent':
        // Rejects all consents and reloads: the consent layer's own form with "Nur notwendige" (its action is
        // CONSENT_FORM_ACTION of @news/contracts/consentCookie, written out: an import would cost the shell a
        // shared-module entry; a test holds the two together). The gateway stores the choice and drops the TC
        // string, its same-origin check guards it, and its answer brings the reader back to this page: the reload
        // takes every vendor script off the page. Works whether or not the consent remote runs yet; after the
        // reload it publishes the stored choice (CONSENT_CHANGED) and writes the new TC string when it runs.
        event.preventDefault();
        doc.body.insertAdjacentHTML(
          'beforeend',
          '<form hidden method=post action=/api/consent><input name=choice value=necessary></form>',
        );
        (doc.body.lastElementChild as HTMLFormElement).submit();
        return;
      case 'block':
      case 'refuse':
        event.preventDefault();
        console.warn(`[shell] link not followed (${decision.action}):`, anchor.getAttribute('href'));
    }
  });
}
