import type { ConsentEvent } from './busEvents';
import { consentCookie, readConsent } from './consentCookie';
import { grantsForAll, type ConsentVendorId, type VendorGrants } from './consentVendors';

/** The page's event bus as far as a consent choice needs it (the bus package depends on this one). */
type ConsentPublisher = { publish(topic: 'consent', event: ConsentEvent): void };

/**
 * Stores a consent choice (spec §4): the consent cookie, and CONSENT_CHANGED with the general flag set on the
 * bus, where the consent remote applies it (TC string, vendor scripts). Answers the choice stored before, if any.
 * Browser only.
 */
export function storeConsent(bus: ConsentPublisher, grants: VendorGrants): VendorGrants | null {
  const before = readConsent(document.cookie);
  document.cookie = consentCookie(grants, location.protocol === 'https:');
  bus.publish('consent', { type: 'CONSENT_CHANGED', general: true, vendors: grants });
  return before;
}

/** One-click consent for one vendor (an embed's placeholder): the stored choice plus this vendor. */
export function grantVendorConsent(bus: ConsentPublisher, vendor: ConsentVendorId): void {
  storeConsent(bus, { ...(readConsent(document.cookie) ?? grantsForAll(false)), [vendor]: true });
}
