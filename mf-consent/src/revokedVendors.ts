import { consentVendorIds, type ConsentVendorId, type VendorGrants } from '@news/contracts/consentVendors';

/** The vendors allowed before and denied now: their scripts may already run, so the page must reload. */
export const revokedVendors = (before: VendorGrants | null, now: VendorGrants): ConsentVendorId[] =>
  before ? consentVendorIds.filter((id) => before[id] && !now[id]) : [];
