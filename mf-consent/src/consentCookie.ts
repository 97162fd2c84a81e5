/** The first-layer choice, kept in a first-party cookie (version 4, 360 days; spec §9). */
export const CONSENT_COOKIE = 'news_consent';
export const CONSENT_VERSION = 4;
const MAX_AGE_SECONDS = 360 * 24 * 60 * 60;

export type ConsentChoice = 'all' | 'necessary';

export function readConsent(cookieHeader: string): ConsentChoice | null {
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  const match = raw ? /^4\.(all|necessary)$/.exec(decodeURIComponent(raw)) : null;
  return match ? (match[1] as ConsentChoice) : null;
}

export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${CONSENT_VERSION}.${choice}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
