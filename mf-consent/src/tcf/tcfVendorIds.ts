import type { ConsentVendorId } from '@news/contracts/consentVendors';

/** Each vendor's id in the shipped vendor list (./vendor-list.json, GVL v3 format). */
export const tcfVendorIds: Record<ConsentVendorId, number> = {
  youtube: 1,
  vimeo: 2,
  glomex: 3,
  xCorp: 4,
  instagram: 5,
  tiktok: 6,
  facebook: 7,
  adobeAnalytics: 8,
  ivw: 9,
  kdm: 10,
  echobox: 11,
  cleverpush: 12,
  dpaInfocom: 13,
  allesPlus: 14,
  sportmonks: 15,
  yackRocks: 16,
};
