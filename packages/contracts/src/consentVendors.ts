/** The vendors with their own consent flag (spec §3), by the id the consent cookie and the bus use. */
export const consentVendorIds = [
  'adobeAnalytics',
  'vimeo',
  'youtube',
  'xCorp',
  'tiktok',
  'instagram',
  'glomex',
  'facebook',
  'cleverpush',
  'kdm',
  'echobox',
  'dpaInfocom',
  'ivw',
  'allesPlus',
  'sportmonks',
  'yackRocks',
] as const;
export type ConsentVendorId = (typeof consentVendorIds)[number];

/** A choice for every vendor: true = allowed. */
export type VendorGrants = Record<ConsentVendorId, boolean>;

export const isConsentVendorId = (value: string): value is ConsentVendorId =>
  (consentVendorIds as readonly string[]).includes(value);

/** Every vendor allowed (true) or none (false). */
export const grantsForAll = (granted: boolean): VendorGrants =>
  Object.fromEntries(consentVendorIds.map((id) => [id, granted])) as VendorGrants;

/** Exactly the listed vendors allowed. */
export const grantsFor = (allowed: Iterable<string>): VendorGrants => {
  const set = new Set(allowed);
  return Object.fromEntries(consentVendorIds.map((id) => [id, set.has(id)])) as VendorGrants;
};
