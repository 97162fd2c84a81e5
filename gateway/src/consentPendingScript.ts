import { cspHashSource } from './cspHashSource';
import { currentConsentPattern } from '@news/contracts/consentCookie';
import { APP_QUERY, FLUTTER_USER_AGENT, NATIVE_USER_AGENT } from '@news/contracts/appVariant';

/**
 * The inline script of a document that carries the server-rendered consent layer: marks the document while the
 * reader has not chosen (no current consent cookie), and only then does the layer show (consentLayerStyle). A
 * reader in one of the apps (@news/contracts/appVariant: `isnative=1` or `isflutter=1`, the app's `news_native=1`
 * cookie, or the apps' user agents) is never asked: the apps skip the web's consent management (spec §1). The
 * page cache holds one document for every reader; this is the per-reader part, run before the first paint.
 */
export const consentPendingScript =
  `if(!${currentConsentPattern}.test(document.cookie)&&!/(?:^|;\\s*)news_native=1(?:;|$)/.test(document.cookie)` +
  `&&!${APP_QUERY}.test(location.search)&&!${NATIVE_USER_AGENT}.test(navigator.userAgent)` +
  `&&!${FLUTTER_USER_AGENT}.test(navigator.userAgent))document.documentElement.dataset.consentPending=""`;

/** Hides the server-rendered layer unless the document is marked (without scripts, there is nothing to consent to). */
export const consentLayerStyle = 'html:not([data-consent-pending]) #slot-mf-consent{display:none}';

/** The script's CSP source: script-src allows exactly this inline script. */
export const consentPendingScriptSource = cspHashSource(consentPendingScript);
