/** The vendors with their own consent flag (spec §3). */
export const vendorNames = [
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
