import { isConsentVendorId, type ConsentVendorId, type VendorGrants } from '@news/contracts/consentVendors';
import type { ReaderScope } from './readerScope';

/** The vendors whose scripts are ads or recommendations: none for an ad-free (PUR) reader (spec §6). */
const adVendors: readonly ConsentVendorId[] = ['kdm', 'allesPlus'];

/**
 * The brand's vendor scripts this reader's choice allows (spec §4, §7): each only with its vendor's consent,
 * none for a reader the consent management skips, no ads for an ad-free reader.
 */
export function scriptsToLoad(
  scripts: Readonly<Record<string, string>>,
  grants: VendorGrants,
  scope: ReaderScope,
): { vendor: ConsentVendorId; url: string }[] {
  if (scope.skip) return [];
  return Object.entries(scripts).flatMap(([vendor, url]) =>
    isConsentVendorId(vendor) && grants[vendor] && !(scope.adFree && adVendors.includes(vendor))
      ? [{ vendor, url }]
      : [],
  );
}
