import type { Page } from '@playwright/test';

/** The brand rb's configured vendor scripts (packages/config mandators.ts). */
export const configuredVendors = [
  'adobeAnalytics',
  'ivw',
  'kdm',
  'cleverpush',
  'facebook',
  'echobox',
  'allesPlus',
];

/** Every vendor script the page requests, in order (network inspection): the demo vendors' names. */
export function vendorRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (req) => {
    const match = /\/demo-vendors\/([a-zA-Z]+)\.js$/.exec(new URL(req.url()).pathname);
    if (match?.[1]) requested.push(match[1]);
  });
  return requested;
}
