import { settingsDefaults, type Settings } from '@news/config/settings';
import { resolveRoute } from '@news/config/routeTable';
import type { LoginVia } from '@news/contracts/busEvents';
import { busUserOf, loggedOutUserState, type UserState } from '@news/contracts/userState';
import type { EventBus } from '@news/event-bus/createEventBus';
import { navigateToUrl } from 'single-spa';
import { readDocumentState } from '@news/contracts/readDocumentState';
import { ensureAnonId } from './anonIdCookie';
import { fetchSettings } from '@news/config/fetchSettings';
import { fetchOnboardingCompleted } from './appServerApi';
import { createDialogOverlay } from './createDialogOverlay';
import { decideAfterLogin } from './decideAfterLogin';
import { decideHashOverlay, type OverlayHash } from './decideHashOverlay';
import { handleBookmarkRequests } from './handleBookmarkRequests';
import { dialogFrameUrl } from './dialogFrameUrl';
import { isNativeApp } from '@news/contracts/isNativeApp';
import { nativeLoginUrl } from './nativeLoginUrl';
import { writePendingBookmark } from './pendingBookmarkCookie';
import { authNoticeTexts } from './authNoticeTexts';
import { planAuthQuery, type AuthQueryPlan } from './planAuthQuery';
import { clearRedirectCookie, readRedirectCookie, writeRedirectCookie } from './redirectCookie';
import { renderAccountLink } from './renderAccountLink';
import type { MiddlewareContext } from './routeMiddleware';
import { resetAccountData, runPostLoginWork } from './runPostLoginWork';
import { checkMiddlewareRegistry, runRouteMiddleware } from './runRouteMiddleware';
import { sanitizeRedirectTarget } from '@news/contracts/sanitizeRedirectTarget';
import { socialLoginReturn } from './socialLoginReturn';
import {
  endSession,
  fetchMissingFields,
  fetchPaymentSession,
  fetchUserState,
  fetchWallet,
} from './sessionApi';
import { shouldRouteInApp } from './shouldRouteInApp';
import { showToast } from './showToast';
import { addBookmark, fetchBookmarks, removeBookmark } from './userDataApi';

/** Marks the events the shell itself puts on the bus, so its own listener skips them. */
const shellOrigin = 'shell-session';

const screenLabels: Record<string, string> = {
  login: 'Anmelden',
  registration: 'Registrieren',
  'forgot-password': 'Passwort vergessen',
  'change-password': 'Passwort ändern',
  'verify-email': 'E-Mail-Adresse bestätigen',
  'complete-registration': 'Registrierung abschließen',
  onboarding: 'Willkommen',
};

const plainClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

/**
 * The shell's reader session (spec §2, §4, §6): auth query parameters, the header account link, the hash
 * overlays with the dialog-flow frame, the route middleware (guards, see middlewareRegistry) and the
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

  let state: UserState | null = null;
  /** The brand's feature flags; null while they load (the defaults when that fails). */
  let settings: Settings | null = null;
  const settingsLoaded = fetchSettings().then((loaded) => {
    settings = loaded;
    showOverlay();
  });
  /** Whether the logged-in reader completed the onboarding; null while unknown (logged out or loading). */
  let onboardingCompleted: boolean | null = null;
  let onboardingLoaded: Promise<void> = Promise.resolve();
  /** Path and login state the route middleware last ran for, and the number of that run. */
  let routedKey: string | null = null;
  let runCount = 0;
  /** Extra frame parameters for one overlay hash (the reset code of /change-password/{code}), per path. */
  let overlayExtra: { hash: OverlayHash; params: Readonly<Record<string, string>> } | null = null;

  /**
   * The auth query parameters of the current URL (spec §2): removed from the URL, notices shown. Runs on the
   * first page and again on every later navigation (e.g. a client-side navigation to a path with ?userState).
   */
  const takeAuthQuery = (): AuthQueryPlan => {
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
  };

  const plan = takeAuthQuery();
  const native = plan.isNative || isNativeApp(loc.search, doc.cookie);

  const currentRoute = () => {
    const resolved = resolveRoute(loc.pathname);
    return resolved.kind === 'ok' ? resolved : null;
  };
  const needsSession = () => currentRoute()?.route.middleware.includes('auth') ?? false;
  const replaceUrl = (url: string) => {
    if (`${loc.pathname}${loc.search}${loc.hash}` !== url)
      win.history.replaceState(win.history.state, '', url);
  };
  const withoutHash = () => `${loc.pathname}${loc.search}`;

  const overlay = createDialogOverlay({
    doc,
    bus,
    onUserClose: () => {
      overlay.close();
      // The onboarding dialog closes itself when the reader completed it: read the status again.
      if (loc.hash === '#onboarding' && state?.isLoggedIn) void readOnboarding();
      // Logged out on a route that needs a session: the reader stays on the current path, without the hash.
      replaceUrl(withoutHash());
    },
    onNavigate: (requested) => {
      overlay.close();
      replaceUrl(withoutHash());
      const path = socialLoginReturn(requested, readRedirectCookie(doc), withoutHash(), loc.origin);
      const inApp = shouldRouteInApp({ href: path, target: '', hasDownload: false }, plainClick, loc.origin);
      if (inApp !== null) navigateToUrl(inApp);
      else win.location.assign(new URL(path, loc.origin).href);
    },
  });

  /** A confirmed registration is a new reader's first verified login: the after-registration offer. */
  function offerAfterConfirmation(plan: AuthQueryPlan): Promise<void> {
    return plan.notices.includes('email-confirmed') ? offerAfterLogin('registration') : Promise.resolve();
  }

  /** spec §4: only native app users get a toast; a web reader sees the logged-out header. */
  function confirmLogout(): void {
    if (native) showToast(doc, 'Erfolgreich ausgeloggt');
  }

  function readOnboarding(): Promise<void> {
    onboardingCompleted = null;
    const load: Promise<void> = fetchOnboardingCompleted().then((completed) => {
      if (load !== onboardingLoaded || !state?.isLoggedIn) return;
      onboardingCompleted = completed;
      showOverlay();
    });
    onboardingLoaded = load;
    return load;
  }

  /** spec §4 "After login the product loads missing opt-in consent fields"; none when that fails. */
  function readMissingFields(): Promise<string[]> {
    if (!state?.isLoggedIn) return Promise.resolve([]);
    return fetchMissingFields().catch((error: unknown) => {
      console.warn('[shell] reading the missing registration fields failed', error);
      return [];
    });
  }

  /**
   * spec §4: right after a login (and after the confirmation link of a registration) the reader is offered the
   * onboarding or sent to e-mail verification (decideAfterLogin), once settings and onboarding status are known.
   */
  async function offerAfterLogin(via: LoginVia): Promise<void> {
    const [missingFields] = await Promise.all([readMissingFields(), settingsLoaded, onboardingLoaded]);
    if (!state?.isLoggedIn || settings === null) return;
    const offer = decideAfterLogin({
      pathname: loc.pathname,
      via,
      hasVerifiedEmail: state.hasVerifiedEmail,
      onboardingCompleted: onboardingCompleted ?? true,
      missingFields,
      settings,
    });
    if (offer === 'none') return;
    replaceUrl(`${withoutHash()}#${offer}`);
    showOverlay();
  }

  function update(next: UserState): void {
    const previous = state;
    state = next;
    if (previous?.isLoggedIn && !next.isLoggedIn) {
      resetAccountData(bus, doc);
      confirmLogout();
    }
    if (next.isLoggedIn && !previous?.isLoggedIn) {
      void readOnboarding();
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
    if (!next.isLoggedIn) onboardingCompleted = null;
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

  async function refresh(force: boolean): Promise<void> {
    try {
      update(await fetchUserState(force));
    } catch (error) {
      console.warn('[shell] reading the session failed', error);
      if (state === null) update(loggedOutUserState);
    }
  }

  /** spec §4: a reader who logs out leaves the routes that need a session first, then the state is reset. */
  function loggedOut(next: UserState): void {
    if (needsSession()) navigateToUrl('/');
    update(next);
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
    const onDialogPage = currentRoute()?.route.layout === 'mein-dialog-flow';
    const fromQuery = onDialogPage ? new URLSearchParams(loc.search).get('redirect') : null;
    const target =
      sanitizeRedirectTarget(fromQuery, loc.origin) ??
      sanitizeRedirectTarget(readRedirectCookie(doc), loc.origin);
    clearRedirectCookie(doc);
    return target;
  }

  function onLoginSuccess(via: LoginVia): void {
    overlay.close();
    overlayExtra = null;
    replaceUrl(withoutHash());
    void refresh(true).then(() => continueAfterLogin(via));
  }

  /** spec §4 "When the user becomes logged in", once the session is set up. */
  function continueAfterLogin(via: LoginVia): Promise<void> {
    // the login-confirm tracking event
    if (state?.isLoggedIn) bus.publish('analytics', { type: 'login_confirm', data: { via } });
    const route = currentRoute()?.route;
    if (route?.layout === 'mein-dialog-flow') {
      // On the login and registration pages registration-state sends the reader on; elsewhere we do.
      if (!route.middleware.includes('registration-state')) navigateToUrl(takeTarget() ?? '/');
      return Promise.resolve();
    }
    const target = takeTarget();
    if (target !== null && target !== withoutHash()) navigateToUrl(target);
    return offerAfterLogin(via);
  }

  /**
   * A social sign-in returned (`?loggedIn={provider}`, already removed from the URL and the session refreshed):
   * the same transitions as after a dialog login, with LOGIN_SUCCESS on the bus for the remotes — but only when
   * /api/validate confirmed a session; the marker alone proves nothing.
   */
  function afterSocialLogin(plan: AuthQueryPlan): Promise<void> {
    const user = plan.socialLogin === null ? null : busUserOf(state ?? loggedOutUserState);
    if (!user) return Promise.resolve();
    bus.publish('auth', { type: 'LOGIN_SUCCESS', user, via: 'login' }, { origin: shellOrigin });
    return continueAfterLogin('login');
  }

  function middlewareContext(current: UserState, run: number): MiddlewareContext | null {
    const resolved = currentRoute();
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
      openOverlay: (hash: OverlayHash, extra = {}) => {
        overlayExtra = { hash, params: extra };
        replaceUrl(`${withoutHash()}#${hash}`);
        showOverlay();
      },
      navigate: (path) => navigateToUrl(path),
      leaveTo: (url) => loc.replace(new URL(url, loc.origin).href),
      bus,
      api: { missingFields: fetchMissingFields, paymentSession: fetchPaymentSession, wallet: fetchWallet },
    };
  }

  /** Route middleware and overlays for the current URL; runs on every routing event and after the session changed. */
  function onRoute(): void {
    if (state === null) return;
    const later = takeAuthQuery();
    if (later.logout) {
      void logout();
      return;
    }
    if (later.forceRefresh)
      void refresh(true)
        .then(() => offerAfterConfirmation(later))
        .then(() => afterSocialLogin(later));
    const key = `${loc.pathname} ${state.isLoggedIn}`;
    if (key !== routedKey) {
      routedKey = key;
      overlayExtra = null;
      const ctx = middlewareContext(state, ++runCount);
      if (ctx) void runRouteMiddleware(ctx.route.middleware, ctx);
    }
    showOverlay();
  }

  /** Opens, keeps or clears the overlay of the URL hash (spec §2 "Overlays opened by URL hash"). */
  function showOverlay(): void {
    if (state === null) return;
    const decision = decideHashOverlay({
      hash: loc.hash,
      user: {
        isLoggedIn: state.isLoggedIn,
        hasVerifiedEmail: state.hasVerifiedEmail,
        onboardingCompleted,
      },
      flags: settings,
      route: currentRoute()?.route ?? null,
    });
    if (decision.kind === 'open') {
      overlay.open(
        dialogFrameUrl(
          decision.screen,
          loc.search,
          native,
          overlayExtra?.hash === decision.hash ? overlayExtra.params : {},
        ),
        screenLabels[decision.screen] ?? 'Anmeldung',
      );
      return;
    }
    overlay.close();
    if (decision.kind === 'clear') replaceUrl(withoutHash());
  }

  bus.on('auth').subscribe((event) => {
    if (bus.originOf(event) === shellOrigin) return;
    if (event.type === 'LOGIN_SUCCESS') onLoginSuccess(event.via ?? 'login');
    else if (event.type === 'LOGOUT') loggedOut(loggedOutUserState);
    else void refresh(false);
  });

  // spec §4 "Bookmark": the screens' bookmark buttons ask on the bus; a logged-out reader gets the login dialog
  // (native app: the native login page) and the article waits in the cookie for runPostLoginWork.
  handleBookmarkRequests({
    bus,
    reader: () => {
      const ssoId = state?.isLoggedIn ? state.user?.ssoId : undefined;
      return ssoId && mandator !== null ? { mandator, ssoId } : null;
    },
    subscriptionLink: () => (settings ?? settingsDefaults).bookmark_subscription_link,
    api: { bookmarks: fetchBookmarks, addBookmark, removeBookmark },
    askLogin: (articleId) => {
      writePendingBookmark(doc, articleId);
      if (native) {
        loc.assign(new URL(nativeLoginUrl('login', withoutHash()), loc.origin).href);
        return;
      }
      replaceUrl(`${withoutHash()}#login`);
      showOverlay();
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
  void ready
    .then(() => refresh(plan.forceRefresh))
    .then(() => offerAfterConfirmation(plan))
    .then(() => afterSocialLogin(plan));
}
