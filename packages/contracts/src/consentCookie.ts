import { z } from 'zod/mini';
import { consentVendorIds, grantsFor, grantsForAll, type VendorGrants } from './consentVendors';

/**
 * The reader's consent choice, kept in a first-party cookie (version 4, 360 days; spec §5, §9): `4.all`,
 * `4.necessary`, or `4.some.<vendor>.<vendor>…` for a choice per vendor. A stored choice of another version, or
 * one this code cannot read, counts as none: the reader is asked again. Readable by scripts: the document's inline
 * check and the consent remote read it. Shared by the consent remote, which writes it in the browser, and the
 * gateway, which writes it for a choice sent before the remote has started (a plain form post).
 */
export const CONSENT_COOKIE = 'news_consent';
export const CONSENT_VERSION = 4;
const MAX_AGE_SECONDS = 360 * 24 * 60 * 60;

/**
 * Where the consent layer's plain form posts a choice (field `choice`: `all`, `necessary` or `settings`) when no
 * script of the consent remote handles it: before the remote has started, and for a link to the brand's consent
 * page (the shell posts `necessary`: spec §2). The gateway stores the choice and sends the reader back to the page.
 */
export const CONSENT_FORM_ACTION = '/api/consent';

/** The choices of the first layer's buttons. */
export const consentChoiceSchema = z.enum(['all', 'necessary']);
export type ConsentChoice = z.infer<typeof consentChoiceSchema>;

/** A cookie header (or document.cookie) holding a choice of the current version; group 1 is the value. */
export const currentConsentPattern = new RegExp(
  `(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_VERSION}\\.(all|necessary|some(?:\\.[a-zA-Z]+)+)(?:;|$)`,
);

/** The stored grants, or null when the reader has not chosen (or chose under another version). */
export function readConsent(cookieHeader: string): VendorGrants | null {
  const value = currentConsentPattern.exec(cookieHeader)?.[1];
  if (value === undefined) return null;
  if (value === 'all' || value === 'necessary') return grantsForAll(value === 'all');
  return grantsFor(value.split('.').slice(1));
}

function cookieValue(grants: VendorGrants): string {
  const allowed = consentVendorIds.filter((id) => grants[id]);
  if (allowed.length === consentVendorIds.length) return 'all';
  if (allowed.length === 0) return 'necessary';
  return ['some', ...allowed].join('.');
}

export function consentCookie(grants: VendorGrants, secure: boolean): string {
  return `${CONSENT_COOKIE}=${CONSENT_VERSION}.${cookieValue(grants)}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The TC string's cookie (spec §9: 360 days), read by vendors that do not ask `__tcfapi`. */
export const EUCONSENT_COOKIE = 'euconsent-v2';

export const euconsentCookie = (tcString: string, secure: boolean) =>
  `${EUCONSENT_COOKIE}=${tcString}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * Deletes the TC string: written by the gateway with a choice it stores (the consent form), because the string
 * then no longer matches the choice; the consent remote writes the new one when it next runs. No TC string means
 * no consent to a TCF vendor.
 */
export const expiredEuconsentCookie = (secure: boolean) =>
  `${EUCONSENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
