import type { GaaParams } from '@news/contracts/paywallApi';

/** https://www.google.de/, https://google.com/, https://www.google.co.uk/, https://news.google.com/ and the like. */
const GOOGLE_HOST = /^(?:(?:www|news)\.)?google\.(?:[a-z]{2,3}|(?:co|com)\.[a-z]{2})$/;

function isGoogleReferrer(referrer: string): boolean {
  try {
    const url = new URL(referrer);
    return url.protocol === 'https:' && url.port === '' && GOOGLE_HOST.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Whether a page view is in a Google subscription-linking (Extended Access) context (spec §2): all four gaa_*
 * parameters (the schema requires them), `gaa_ts` (hexadecimal unix seconds) not in the past, and a Google
 * referrer.
 */
export function isGoogleLinkingContext(
  gaa: { params: GaaParams; referrer: string },
  nowMs: number = Date.now(),
): boolean {
  const expires = Number.parseInt(gaa.params.gaa_ts, 16) * 1000;
  return Number.isFinite(expires) && expires >= nowMs && isGoogleReferrer(gaa.referrer);
}
