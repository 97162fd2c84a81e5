/** The TC string's cookie (spec §9: 360 days), read by vendors that do not ask `__tcfapi`. */
export const EUCONSENT_COOKIE = 'euconsent-v2';
const MAX_AGE_SECONDS = 360 * 24 * 60 * 60;

export const euconsentCookie = (tcString: string, secure: boolean) =>
  `${EUCONSENT_COOKIE}=${tcString}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * Deletes the TC string: written by the gateway with a choice it stores (the consent form), because the string
 * then no longer matches the choice; the consent remote writes the new one when it next runs. No TC string means
 * no consent to a TCF vendor.
 */
export const expiredEuconsentCookie = (secure: boolean) =>
  `${EUCONSENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
