import { eventBus } from '@news/event-bus/eventBus';
import { storeConsent } from '@news/contracts/storeConsent';
import type { VendorGrants } from '@news/contracts/consentVendors';
import { revokedVendors } from './revokedVendors';

/** Spec §9: the reload after a vendor was revoked waits 100 ms (the cookie and the TC string are written). */
export const RELOAD_DELAY_MS = 100;

/** The current address with `nocache` (spec §2: appended after a consent change) and without a hash. */
export function nocacheUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.set('nocache', String(Date.now()));
  url.hash = '';
  return url.href;
}

/**
 * Stores the reader's choice (spec §4: cookie and CONSENT_CHANGED, see storeConsent). A vendor allowed before
 * and denied now may have scripts running on the page: the page then reloads after 100 ms with `nocache`, so it
 * starts again without them. Answers whether it reloads.
 */
export function saveConsent(grants: VendorGrants, reload: (url: string) => void): boolean {
  const before = storeConsent(eventBus, grants);
  if (revokedVendors(before, grants).length === 0) return false;
  setTimeout(() => reload(nocacheUrl(location.href)), RELOAD_DELAY_MS);
  return true;
}
