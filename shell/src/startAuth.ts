import { settingsDefaults } from '@news/config/settings';
import type { LoginVia } from '@news/contracts/busEvents';
import { busUserOf, loggedOutUserState, type UserState } from '@news/contracts/userState';
import type { AuthQueryPlan } from './planAuthQuery';
import type { EventBus } from '@news/event-bus/createEventBus';
import { navigateToUrl } from 'single-spa';
import { readDocumentState } from '@news/contracts/readDocumentState';
import { ensureAnonId } from './anonIdCookie';
import { createOverlayController } from './createOverlayController';
import { createSessionStore } from './createSessionStore';
import { decideAfterLogin } from './decideAfterLogin';
import { handleAuthQuery } from './handleAuthQuery';
import { handleBookmarkRequests } from './handleBookmarkRequests';
import { isNativeApp } from '@news/contracts/isNativeApp';
import { nativeLoginUrl } from './nativeLoginUrl';
import { pageLocation } from './pageLocation';
import { writePendingBookmark } from './pendingBookmarkCookie';
import { clearRedirectCookie, readRedirectCookie, writeRedirectCookie } from './redirectCookie';
import { renderAccountLink } from './renderAccountLink';
import type { MiddlewareContext } from './routeMiddleware';
import { resetAccountData, runPostLoginWork } from './runPostLoginWork';
import { checkMiddlewareRegistry, runRouteMiddleware } from './runRouteMiddleware';
import { sanitizeRedirectTarget } from '@news/contracts/sanitizeRedirectTarget';
import { endSession, fetchMissingFields, fetchPaymentSession, fetchWallet } from './sessionApi';
import { showToast } from './showToast';
import { addBookmark, fetchBookmarks, removeBookmark } from './userDataApi';

/** Marks the events the shell itself puts on the bus, so its own listener skips them. */
const shellOrigin = 'shell-session';

/**
 * The shell's reader session (spec §2, §4, §6): wires the session store, the hash overlays and the auth query
 * parameters to the header account link, the bus, the route middleware (guards, see middlewareRegistry) and the
 * redirect-after-login target. Does nothing inside the dialog frame (the page that embeds it does all this).
 */
export function startAuth(options: { bus: EventBus; doc?: Document }): void {
  const doc = options.doc ?? document;
  const { bus } = options;
  const win = doc.defaultView;
  if (!win || win.parent !== win) return;
  const loc = win.location;
  checkMiddlewareRegistry();
  ensureAnonId(doc);
  const mandator = (() => {
    try {
      return readDocumentState(doc).mandator;
    } catch {
      return null;
    }
  })();
  const page = pageLocation(win);
  /** Path and login state the route middleware last ran for, and the number of that run. */
  let routedKey: string | null = null;
  let runCount = 0;

  const session = createSessionStore({
    onChange: sessionChanged,
    onLoaded: () => overlays.show(),
  });
  const takeAuthQuery = () => handleAuthQuery(win, doc);
  const plan = takeAuthQuery();
  const native = plan.isNative || isNativeApp(loc.search, doc.cookie);
  const overlays = createOverlayController({ doc, bus, session, page, native });

  /** spec §4: only native app users get a toast; a web reader sees the logged-out header. */
  function confirmLogout(): void {
    if (native) showToast(doc, 'Erfolgreich ausgeloggt');
  }

  /**
   * spec §4: right after a login (and after the confirmation link of a registration) the reader is offered the
   * onboarding or sent to e-mail verification (decideAfterLogin), once settings and onboarding status are known.
   */
  async function offerAfterLogin(via: LoginVia): Promise<void> {
    const missingFields = await session.readMissingFields();
    const state = session.state;
    const settings = session.settings;
    if (!state?.isLoggedIn || settings === null) return;
    const offer = decideAfterLogin({
      pathname: loc.pathname,
      via,
      hasVerifiedEmail: state.hasVerifiedEmail,
      onboardingCompleted: session.onboardingCompleted ?? true,
      missingFields,
      settings,
    });
    if (offer !== 'none') overlays.open(offer);
  }

  /**
   * What the auth query parameters ask for once the session was read again: the after-registration offer of a
   * confirmed address (a new reader's first verified login), then, for a returned social sign-in
   * (`?loggedIn={provider}`), the same transitions as after a dialog login with LOGIN_SUCCESS on the bus, but only
   * when /api/validate confirmed a session: the marker alone proves nothing.
   */
  async function afterRefresh(plan: AuthQueryPlan): Promise<void> {
    if (plan.notices.includes('email-confirmed')) await offerAfterLogin('registration');
    const user = plan.socialLogin === null ? null : busUserOf(session.state ?? loggedOutUserState);
    if (!user) return;
    bus.publish('auth', { type: 'LOGIN_SUCCESS', user, via: 'login' }, { origin: shellOrigin });
    await continueAfterLogin('login');
  }

  function sessionChanged(previous: UserState | null, next: UserState): void {
    if (previous?.isLoggedIn && !next.isLoggedIn) {
      resetAccountData(bus, doc);
      confirmLogout();
    }
    if (next.isLoggedIn && !previous?.isLoggedIn) {
      void runPostLoginWork(next, {
        bus,
        doc,
        mandator,
        api: {
          bookmarks: fetchBookmarks,
          addBookmark,
          paymentSession: fetchPaymentSession,
          wallet: fetchWallet,
        },
        notify: (message) => showToast(doc, message, { durationMs: 8000, alert: true }),
      });
    }
    renderAccountLink(doc, next, () => void logout());
    // The auth topic replays its last event: the remotes take the session from it instead of asking the app
    // server themselves. The first state is always announced, LOGOUT standing for "not logged in".
    const user = busUserOf(next);
    if (user && JSON.stringify(busUserOf(previous ?? loggedOutUserState)) !== JSON.stringify(user)) {
      bus.publish('auth', { type: 'USER_UPDATED', user }, { origin: shellOrigin });
    } else if (!next.isLoggedIn && (previous === null || previous.isLoggedIn)) {
      bus.publish('auth', { type: 'LOGOUT' }, { origin: shellOrigin });
    }
    onRoute();
  }

  const needsSession = () => page.route()?.route.middleware.includes('auth') ?? false;

  /** spec §4: a reader who logs out leaves the routes that need a session first, then the state is reset. */
  function loggedOut(next: UserState): void {
    if (needsSession()) navigateToUrl('/');
    session.update(next);
  }

  async function logout(): Promise<void> {
    try {
      loggedOut(await endSession());
      bus.publish('analytics', { type: 'p_feedback_logout_confirm' });
    } catch (error) {
      console.warn('[shell] logout failed', error);
      loggedOut(loggedOutUserState);
    }
  }

  /**
   * Where to continue after the login: on a dialog page the `redirect` query parameter (the native login page
   * gets it), else the stored redirect-after-login cookie; sanitised to a path of this site. Forgets the cookie.
   */
  function takeTarget(): string | null {
    const onDialogPage = page.route()?.route.layout === 'mein-dialog-flow';
    const fromQuery = onDialogPage ? new URLSearchParams(loc.search).get('redirect') : null;
    const target =
      sanitizeRedirectTarget(fromQuery, loc.origin) ??
      sanitizeRedirectTarget(readRedirectCookie(doc), loc.origin);
    clearRedirectCookie(doc);
    return target;
  }

  function onLoginSuccess(via: LoginVia): void {
    overlays.dismiss();
    void session.refresh(true).then(() => continueAfterLogin(via));
  }

  /** spec §4 "When the user becomes logged in", once the session is set up. */
  function continueAfterLogin(via: LoginVia): Promise<void> {
    // the login-confirm tracking event
    if (session.state?.isLoggedIn) bus.publish('analytics', { type: 'login_confirm', data: { via } });
    const route = page.route()?.route;
    if (route?.layout === 'mein-dialog-flow') {
      // On the login and registration pages registration-state sends the reader on; elsewhere we do.
      if (!route.middleware.includes('registration-state')) navigateToUrl(takeTarget() ?? '/');
      return Promise.resolve();
    }
    const target = takeTarget();
    if (target !== null && target !== page.withoutHash()) navigateToUrl(target);
    return offerAfterLogin(via);
  }

  function middlewareContext(current: UserState, run: number): MiddlewareContext | null {
    const resolved = page.route();
    if (!resolved) return null;
    return {
      route: resolved.route,
      params: resolved.params,
      pathname: loc.pathname,
      search: loc.search,
      hash: loc.hash,
      state: current,
      native,
      isCurrent: () => runCount === run,
      run: {},
      storeTarget: (path) => writeRedirectCookie(doc, path),
      takeTarget,
      openOverlay: (hash, extra = {}) => overlays.open(hash, extra),
      navigate: (path) => navigateToUrl(path),
      leaveTo: (url) => loc.replace(new URL(url, loc.origin).href),
      bus,
      api: { missingFields: fetchMissingFields, paymentSession: fetchPaymentSession, wallet: fetchWallet },
    };
  }

  /** Route middleware and overlays for the current URL; runs on every routing event and after the session changed. */
  function onRoute(): void {
    const state = session.state;
    if (state === null) return;
    const later = takeAuthQuery();
    if (later.logout) {
      void logout();
      return;
    }
    if (later.forceRefresh) void session.refresh(true).then(() => afterRefresh(later));
    const key = `${loc.pathname} ${state.isLoggedIn}`;
    if (key !== routedKey) {
      routedKey = key;
      overlays.forgetExtra();
      const ctx = middlewareContext(state, ++runCount);
      if (ctx) void runRouteMiddleware(ctx.route.middleware, ctx);
    }
    overlays.show();
  }

  bus.on('auth').subscribe((event) => {
    if (bus.originOf(event) === shellOrigin) return;
    if (event.type === 'LOGIN_SUCCESS') onLoginSuccess(event.via ?? 'login');
    else if (event.type === 'LOGOUT') loggedOut(loggedOutUserState);
    else void session.refresh(false);
  });

  // spec §4 "Bookmark": the screens' bookmark buttons ask on the bus; a logged-out reader gets the login dialog
  // (native app: the native login page) and the article waits in the cookie for runPostLoginWork.
  handleBookmarkRequests({
    bus,
    reader: () => {
      const state = session.state;
      const ssoId = state?.isLoggedIn ? state.user?.ssoId : undefined;
      return ssoId && mandator !== null ? { mandator, ssoId } : null;
    },
    subscriptionLink: () => (session.settings ?? settingsDefaults).bookmark_subscription_link,
    api: { bookmarks: fetchBookmarks, addBookmark, removeBookmark },
    askLogin: (articleId) => {
      writePendingBookmark(doc, articleId);
      if (native) {
        loc.assign(new URL(nativeLoginUrl('login', page.withoutHash()), loc.origin).href);
        return;
      }
      overlays.open('login');
    },
    notify: (message) => showToast(doc, message, { durationMs: 8000, alert: true }),
  });

  win.addEventListener('single-spa:routing-event', onRoute);
  win.addEventListener('hashchange', onRoute);

  const ready = plan.logout
    ? endSession()
        .catch((error: unknown) => console.warn('[shell] logout failed', error))
        .then(() => {
          resetAccountData(bus, doc);
          confirmLogout();
        })
    : Promise.resolve();
  void ready.then(() => session.refresh(plan.forceRefresh)).then(() => afterRefresh(plan));
}
