import { authNoticeTexts } from './authNoticeTexts';
import { planAuthQuery, type AuthQueryPlan } from './planAuthQuery';
import { clearRedirectCookie, readRedirectCookie } from './redirectCookie';
import { showToast } from './showToast';

/**
 * The auth query parameters of the current URL (spec §2): removed from the URL (or followed to the stored
 * redirect target), notices shown; returns what else they ask for (logout, token refresh, a returned social
 * sign-in). Runs on the first page and again on every later navigation (e.g. a client-side navigation to a path
 * with ?userState).
 */
export function handleAuthQuery(win: Window, doc: Document): AuthQueryPlan {
  const loc = win.location;
  const plan = planAuthQuery({
    pathname: loc.pathname,
    search: loc.search,
    hash: loc.hash,
    storedTarget: readRedirectCookie(doc),
    origin: loc.origin,
  });
  if (plan.clearStoredTarget) clearRedirectCookie(doc);
  if (plan.replaceWith !== null) win.history.replaceState(win.history.state, '', plan.replaceWith);
  for (const notice of plan.notices) {
    const { text, failure } = authNoticeTexts[notice];
    showToast(doc, text, { durationMs: 8000, alert: failure });
  }
  return plan;
}
