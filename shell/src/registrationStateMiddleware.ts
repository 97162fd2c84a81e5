import type { RouteMiddleware } from './routeMiddleware';

const completeRegistrationPath = '/__mein-portal/dialog-flow/complete-registration';

/**
 * `registration-state` (the login and registration pages of the dialog flow, spec §2): a reader who is already
 * logged in has nothing to do there and is sent on — to complete-registration when the app server reports
 * missing registration fields, otherwise to the target stored before the login, or to the home page.
 * Runs where the dialog page is the document itself (the native app's login page, a direct link); inside the
 * overlay frame the embedding page opens login and registration for logged-out readers only.
 */
export const registrationStateMiddleware: RouteMiddleware = async (ctx) => {
  if (!ctx.state.isLoggedIn) return 'next';
  let missing: string[] = [];
  try {
    missing = await ctx.api.missingFields();
  } catch (error) {
    console.warn('[shell] reading the missing registration fields failed', error);
  }
  if (!ctx.isCurrent()) return 'stop';
  // The query (isnative, redirect) goes along, so complete-registration continues to the same target.
  if (missing.length > 0) ctx.navigate(`${completeRegistrationPath}${ctx.search}`);
  else ctx.navigate(ctx.takeTarget() ?? '/');
  return 'stop';
};
