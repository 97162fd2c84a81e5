import type { LoginVia } from '@news/contracts/busEvents';
import { busUserOf, loggedOutUserState, type UserState } from '@news/contracts/userState';
import type { EventBus } from '@news/event-bus/createEventBus';
import { authNoticeTexts } from './authNoticeTexts';
import { planAuthQuery, type AuthQueryPlan } from './planAuthQuery';
import { clearRedirectCookie, readRedirectCookie } from './redirectCookie';
import { shellBusOrigin } from './shellBusOrigin';
import { showToast } from './showToast';

export interface AuthQueryHandler {
  /**
   * The auth query parameters of the current URL (spec §2): removed from the URL, notices shown. Runs on the
   * first page and again on every later navigation (e.g. a client-side navigation to a path with ?userState).
   */
  take(): AuthQueryPlan;
  /**
   * What the parameters ask for once the session was read again: the after-registration offer of a confirmed
   * e-mail address, then the after-login transitions of a returned social sign-in.
   */
  afterRefresh(plan: AuthQueryPlan): Promise<void>;
}

export function createAuthQueryHandler(options: {
  doc: Document;
  bus: EventBus;
  state: () => UserState | null;
  /** The offers right after a login (onboarding, verify-email, complete-registration). */
  offerAfterLogin: (via: LoginVia) => Promise<void>;
  /** spec §4 "When the user becomes logged in", once the session is set up. */
  continueAfterLogin: (via: LoginVia) => Promise<void>;
}): AuthQueryHandler {
  const { doc, bus, state, offerAfterLogin, continueAfterLogin } = options;
  const win = doc.defaultView;
  if (!win) throw new Error('createAuthQueryHandler: document without a window');
  const loc = win.location;

  /** A confirmed registration is a new reader's first verified login: the after-registration offer. */
  function offerAfterConfirmation(plan: AuthQueryPlan): Promise<void> {
    return plan.notices.includes('email-confirmed') ? offerAfterLogin('registration') : Promise.resolve();
  }

  /**
   * A social sign-in returned (`?loggedIn={provider}`, already removed from the URL and the session refreshed):
   * the same transitions as after a dialog login, with LOGIN_SUCCESS on the bus for the remotes — but only when
   * /api/validate confirmed a session; the marker alone proves nothing.
   */
  function afterSocialLogin(plan: AuthQueryPlan): Promise<void> {
    const user = plan.socialLogin === null ? null : busUserOf(state() ?? loggedOutUserState);
    if (!user) return Promise.resolve();
    bus.publish('auth', { type: 'LOGIN_SUCCESS', user, via: 'login' }, { origin: shellBusOrigin });
    return continueAfterLogin('login');
  }

  return {
    take: () => {
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
    },
    afterRefresh: (plan) => offerAfterConfirmation(plan).then(() => afterSocialLogin(plan)),
  };
}
