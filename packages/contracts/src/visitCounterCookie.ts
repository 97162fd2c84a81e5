/**
 * The visit counter (spec §9): rises on each article view, kept in the "recent visits" cookie for 11520 minutes
 * (8 days). Personalisation is allowed from 1 visit. Written through mf-consent's deferred cookie store, so it
 * reaches the browser only once kdm has consented.
 */
export const VISIT_COUNTER_COOKIE = 'news_recent_visits';
const MAX_AGE_SECONDS = 11520 * 60;

/** The counted article views in a cookie header (document.cookie); 0 when absent or unreadable. */
export function readVisits(cookies: string): number {
  const match = new RegExp(`(?:^|;\\s*)${VISIT_COUNTER_COOKIE}=(\\d{1,9})(?:;|$)`).exec(cookies);
  return match?.[1] === undefined ? 0 : Number(match[1]);
}

export function visitCounterCookie(visits: number, secure: boolean): string {
  return `${VISIT_COUNTER_COOKIE}=${visits}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
