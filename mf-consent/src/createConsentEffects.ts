import type { AuthEvent, ConsentEvent } from '@news/contracts/busEvents';
import { plusUserTargeting } from '@news/contracts/adTargeting';
import { readConsent } from '@news/contracts/consentCookie';
import { consentVendorIds, grantsFor, type VendorGrants } from '@news/contracts/consentVendors';
import { createScriptLoader } from './createScriptLoader';
import { readerScope } from './readerScope';
import { scriptsToLoad } from './scriptsToLoad';
import { startTcf } from './tcf/startTcf';

/** The choice the consent cookie holds now is this one (every choice is stored before it goes on the bus). */
const storedNow = (doc: Document, grants: VendorGrants) => {
  const stored = readConsent(doc.cookie);
  return stored !== null && consentVendorIds.every((id) => stored[id] === grants[id]);
};

/**
 * What a choice does on the page (spec §1, §4, §6, §7): a TC string for `__tcfapi` and the euconsent-v2 cookie,
 * the reader's ad targeting, and the vendor scripts it allows for this reader. Its own chunk with the TCF libraries: loaded once a choice
 * exists, never on the first view's critical path.
 */
export function createConsentEffects(doc: Document, vendorScripts: Readonly<Record<string, string>>) {
  const load = createScriptLoader(doc);
  const tcf = startTcf(doc);
  let chosen: ConsentEvent | undefined;
  return (auth: AuthEvent, consent: ConsentEvent, nativeApp: boolean) => {
    const scope = readerScope(nativeApp, auth);
    if (scope.skip) return;
    const grants = grantsFor(Object.keys(consent.vendors).filter((vendor) => consent.vendors[vendor]));
    // a choice the cookie no longer holds (revoked through the consent page while this chunk loaded, the page on
    // its way to reload): neither its TC string nor its scripts
    if (!storedNow(doc, grants)) return;
    if (consent !== chosen) {
      chosen = consent;
      tcf.choose(grants);
    }
    // the reader's part of the ad targeting (spec §6), read by the ad framework next to each slot's page targeting
    const roles = auth.type === 'LOGOUT' ? [] : auth.user.roles;
    if (doc.defaultView)
      Object.assign(doc.defaultView, { newsAdTargeting: { plususer: plusUserTargeting(roles) } });
    load(scriptsToLoad(vendorScripts, grants, scope));
  };
}
