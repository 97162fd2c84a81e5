import { CmpApi } from '@iabtechlabtcf/cmpapi';
import type { VendorGrants } from '@news/contracts/consentVendors';
import { customVendorConsents } from './customVendorConsents';
import { CMP_ID, CMP_VERSION, encodeTcString } from './encodeTcString';
import { euconsentCookie } from '@news/contracts/consentCookie';

export type Tcf = {
  /** The reader chose (or had chosen): a new TC string for `__tcfapi` and the euconsent-v2 cookie. */
  choose: (grants: VendorGrants) => void;
};

/**
 * Serves `__tcfapi` (IAB TCF v2.2: getTCData, ping, addEventListener, ...) with @iabtechlabtcf/cmpapi, taking
 * over the calls the stub queued, plus `getCustomVendorConsents` (spec §3 customVendors). Loaded lazily (its own
 * chunk): never on the first view's critical path.
 */
export function startTcf(doc: Document): Tcf {
  let grants: VendorGrants | null = null;
  const api = new CmpApi(CMP_ID, CMP_VERSION, true, {
    getCustomVendorConsents: (callback: (data: unknown, success: boolean) => void) =>
      grants ? callback(customVendorConsents(grants), true) : callback(null, false),
  });
  return {
    choose(next) {
      grants = next;
      const tcString = encodeTcString(next);
      doc.cookie = euconsentCookie(tcString, location.protocol === 'https:');
      api.update(tcString, false);
    },
  };
}
