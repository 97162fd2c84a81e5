import { GVL, TCModel, TCString } from '@iabtechlabtcf/core';
import { consentVendorIds, type VendorGrants } from '@news/contracts/consentVendors';
import vendorList from './vendor-list.json';
import { tcfVendorIds } from './tcfVendorIds';

/**
 * The CMP id and version the TC string names. 2 is a placeholder, not a CMP registered for this site: an operator
 * enters the id the IAB assigned to its CMP (and the IAB's vendor list in ./vendor-list.json) before going live.
 */
export const CMP_ID = 2;
export const CMP_VERSION = 1;

/** The shipped vendor list: no download at run time (GVL.baseUrl is never set). */
const gvl = new GVL(vendorList as ConstructorParameters<typeof GVL>[0]);

/**
 * The IAB TCF v2.2 TC string of a choice: consent for each allowed vendor, and for every purpose an allowed
 * vendor declares in the vendor list. Service-specific, German publisher, German consent language.
 */
export function encodeTcString(grants: VendorGrants, now = new Date()): string {
  const model = new TCModel(gvl);
  model.cmpId = CMP_ID;
  model.cmpVersion = CMP_VERSION;
  model.isServiceSpecific = true;
  model.publisherCountryCode = 'DE';
  model.consentLanguage = 'DE';
  model.created = now;
  model.lastUpdated = now;
  for (const vendor of consentVendorIds) {
    if (!grants[vendor]) continue;
    const id = tcfVendorIds[vendor];
    model.vendorConsents.set(id);
    model.purposeConsents.set(gvl.vendors[id]?.purposes ?? []);
  }
  return TCString.encode(model);
}
