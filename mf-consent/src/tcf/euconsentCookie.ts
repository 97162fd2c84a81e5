/** The TC string's cookie (spec §9: 360 days), read by vendors that do not ask `__tcfapi`. */
export const EUCONSENT_COOKIE = 'euconsent-v2';
const MAX_AGE_SECONDS = 360 * 24 * 60 * 60;

export const euconsentCookie = (tcString: string, secure: boolean) =>
  `${EUCONSENT_COOKIE}=${tcString}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
