import type { EventBus } from '@news/event-bus/createEventBus';
import { navigateToUrl } from 'single-spa';
import { createDialogOverlay } from './createDialogOverlay';
import { decideHashOverlay, type OverlayHash } from './decideHashOverlay';
import { dialogFrameUrl } from './dialogFrameUrl';
import type { PageLocation } from './pageLocation';
import { readRedirectCookie } from './redirectCookie';
import type { SessionStore } from './createSessionStore';
import { shouldRouteInApp } from './shouldRouteInApp';
import { socialLoginReturn } from './socialLoginReturn';

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

export interface OverlayController {
  /** Opens, keeps or clears the overlay of the URL hash (spec §2 "Overlays opened by URL hash"). */
  show(): void;
  /**
   * Puts `hash` on the URL and shows its overlay; `extra` are frame parameters for this hash (the reset code of
   * /change-password/{code}), kept until the path changes.
   */
  open(hash: OverlayHash, extra?: Readonly<Record<string, string>>): void;
  /** Closes the overlay, forgets its extra parameters and takes the hash off the URL (after a login). */
  dismiss(): void;
  /** Forgets the extra frame parameters (they belong to one path). */
  forgetExtra(): void;
}

/**
 * The hash overlays with the dialog-flow frame (spec §2): which one the URL hash opens for the reader's session
 * and flags, and what happens when the reader closes it or the frame asks to navigate.
 */
export function createOverlayController(options: {
  doc: Document;
  bus: EventBus;
  session: SessionStore;
  page: PageLocation;
  native: boolean;
}): OverlayController {
  const { doc, bus, session, page, native } = options;
  const loc = doc.location;
  /** Extra frame parameters for one overlay hash, per path. */
  let extra: { hash: OverlayHash; params: Readonly<Record<string, string>> } | null = null;

  const overlay = createDialogOverlay({
    doc,
    bus,
    onUserClose: () => {
      overlay.close();
      // The onboarding dialog closes itself when the reader completed it: read the status again.
      if (loc.hash === '#onboarding' && session.state?.isLoggedIn) void session.readOnboarding();
      // Logged out on a route that needs a session: the reader stays on the current path, without the hash.
      page.replace(page.withoutHash());
    },
    onNavigate: (requested) => {
      overlay.close();
      page.replace(page.withoutHash());
      const path = socialLoginReturn(requested, readRedirectCookie(doc), page.withoutHash(), loc.origin);
      const inApp = shouldRouteInApp({ href: path, target: '', hasDownload: false }, plainClick, loc.origin);
      if (inApp !== null) navigateToUrl(inApp);
      else loc.assign(new URL(path, loc.origin).href);
    },
  });

  function show(): void {
    const state = session.state;
    if (state === null) return;
    const decision = decideHashOverlay({
      hash: loc.hash,
      user: {
        isLoggedIn: state.isLoggedIn,
        hasVerifiedEmail: state.hasVerifiedEmail,
        onboardingCompleted: session.onboardingCompleted,
      },
      flags: session.settings,
      route: page.route()?.route ?? null,
    });
    if (decision.kind === 'open') {
      overlay.open(
        dialogFrameUrl(
          decision.screen,
          loc.search,
          native,
          extra?.hash === decision.hash ? extra.params : {},
        ),
        screenLabels[decision.screen] ?? 'Anmeldung',
      );
      return;
    }
    overlay.close();
    if (decision.kind === 'clear') page.replace(page.withoutHash());
  }

  return {
    show,
    open: (hash, params) => {
      if (params) extra = { hash, params };
      page.replace(`${page.withoutHash()}#${hash}`);
      show();
    },
    dismiss: () => {
      overlay.close();
      extra = null;
      page.replace(page.withoutHash());
    },
    forgetExtra: () => {
      extra = null;
    },
  };
}
