/** The URL hashes that open an overlay with an embedded dialog frame (spec §2 "Overlays opened by URL hash"). */
export const overlayHashes = [
  'login',
  'register',
  'onboarding',
  'change-password',
  'verify-email',
  'forgot-password',
] as const;
export type OverlayHash = (typeof overlayHashes)[number];

/** The dialog-flow screen (path under /__mein-portal/dialog-flow/) each hash shows; null: no screen exists yet. */
export const overlayScreens: Readonly<Record<OverlayHash, string | null>> = {
  login: 'login',
  register: 'registration',
  'forgot-password': 'forgot-password',
  'change-password': 'change-password',
  'verify-email': 'verify-email',
  onboarding: null,
};

export type OverlayDecision =
  { kind: 'open'; hash: OverlayHash; screen: string } | { kind: 'clear' } | { kind: 'none' };

export interface OverlayInput {
  /** `location.hash`, with or without '#'. */
  hash: string;
  /** null while the session is not known yet. */
  user: { isLoggedIn: boolean; hasVerifiedEmail: boolean; onboardingCompleted: boolean } | null;
  flags: { onboardingpopup_enabled: boolean };
  /** The current route; overlays never open inside the dialog layout (the dialog frame itself). */
  route: { layout: string } | null;
}

const isOverlayHash = (value: string): value is OverlayHash =>
  (overlayHashes as readonly string[]).includes(value);

/** Hashes that are cleared when their conditions fail; forgot-password is left alone. */
const clearedWhenRefused: ReadonlySet<OverlayHash> = new Set([
  'login',
  'register',
  'onboarding',
  'verify-email',
]);

/**
 * Pure: which overlay the hash opens for this reader. login, register and forgot-password only when logged
 * out; change-password in any state; onboarding when logged in, not completed and onboardingpopup_enabled;
 * verify-email when logged in with an unverified address. A refused login, register, onboarding or
 * verify-email hash is cleared, and so is an allowed hash without a screen.
 */
export function decideHashOverlay(
  input: OverlayInput,
  screens: Readonly<Record<OverlayHash, string | null>> = overlayScreens,
): OverlayDecision {
  const hash = input.hash.startsWith('#') ? input.hash.slice(1) : input.hash;
  if (!isOverlayHash(hash)) return { kind: 'none' };
  if (input.route?.layout === 'mein-dialog-flow' || input.user === null) return { kind: 'none' };
  const { isLoggedIn, hasVerifiedEmail, onboardingCompleted } = input.user;
  let allowed: boolean;
  switch (hash) {
    case 'login':
    case 'register':
    case 'forgot-password':
      allowed = !isLoggedIn;
      break;
    case 'change-password':
      allowed = true;
      break;
    case 'onboarding':
      allowed = isLoggedIn && !onboardingCompleted && input.flags.onboardingpopup_enabled;
      break;
    case 'verify-email':
      allowed = isLoggedIn && !hasVerifiedEmail;
      break;
  }
  const screen = screens[hash];
  if (allowed && screen) return { kind: 'open', hash, screen };
  if (allowed || clearedWhenRefused.has(hash)) return { kind: 'clear' };
  return { kind: 'none' };
}
