import { z } from 'zod/mini';

/**
 * The first-layer choice, kept in a first-party cookie (version 4, 360 days; spec §9). Readable by scripts: the
 * document's inline check and the consent remote read it. Shared by the consent remote, which writes it in the
 * browser, and the gateway, which writes it for a choice sent before the remote has started (a plain form post).
 */
export const CONSENT_COOKIE = 'news_consent';
export const CONSENT_VERSION = 4;
const MAX_AGE_SECONDS = 360 * 24 * 60 * 60;

const choices = ['all', 'necessary'] as const;
export const consentChoiceSchema = z.enum(choices);
export type ConsentChoice = z.infer<typeof consentChoiceSchema>;

/** A cookie header (or document.cookie) holding a choice of the current version; group 1 is the choice. */
export const currentConsentPattern = new RegExp(
  `(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_VERSION}\\.(${choices.join('|')})(?:;|$)`,
);

export function readConsent(cookieHeader: string): ConsentChoice | null {
  const match = currentConsentPattern.exec(cookieHeader);
  return match ? (match[1] as ConsentChoice) : null;
}

export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${CONSENT_VERSION}.${choice}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
