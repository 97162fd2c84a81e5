import { consentVendorIds, type VendorGrants } from '@news/contracts/consentVendors';
import { consentPurposes } from '../consentPurposes';

/** Spec §3 "customVendors": the grant of every vendor by its `_id`, and the allowed ones with name and `_id`. */
export type CustomVendorConsents = {
  grants: Record<string, { vendorGrant: boolean }>;
  consentedVendors: { name: string; _id: string }[];
};

const names = new Map(consentPurposes.flatMap((p) => p.vendors).map((v) => [v.id as string, v.name]));

export function customVendorConsents(grants: VendorGrants): CustomVendorConsents {
  return {
    grants: Object.fromEntries(consentVendorIds.map((id) => [id, { vendorGrant: grants[id] }])),
    consentedVendors: consentVendorIds
      .filter((id) => grants[id])
      .map((id) => ({ name: names.get(id) ?? id, _id: id })),
  };
}
