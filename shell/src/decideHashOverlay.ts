/**
 * The URL hashes that open an overlay with an embedded dialog frame (spec §2 "Overlays opened by URL hash"), and
 * complete-registration: the dialog-flow screen the shell offers after a login when registration fields are
 * missing (spec §4), opened the same way so that closing and reloading behave like the other overlays.
 */
export const overlayHashes = [
  'login',
  'register',
  'onboarding',
  'change-password',
  'verify-email',
  'forgot-password',
  'complete-registration',
] as const;
export type OverlayHash = (typeof overlayHashes)[number];

/** The dialog-flow screen (path under /__mein-portal/dialog-flow/) each hash shows. */
export const overlayScreens: Readonly<Record<OverlayHash, string>> = {
  login: 'login',
  register: 'registration',
  'forgot-password': 'forgot-password',
  'change-password': 'change-password',
  'verify-email': 'verify-email',
  onboarding: 'onboarding',
  'complete-registration': 'complete-registration',
};

export type OverlayDecision =
  { kind: 'open'; hash: OverlayHash; screen: string } | { kind: 'clear' } | { kind: 'none' };

export interface OverlayInput {
  /** `location.hash`, with or without '#'. */
  hash: string;
  /** null while the session is not known yet; onboardingCompleted null while it is being read. */
  user: { isLoggedIn: boolean; hasVerifiedEmail: boolean; onboardingCompleted: boolean | null } | null;
  /** null while the settings are being loaded. */
  flags: { onboardingpopup_enabled: boolean } | null;
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
  'complete-registration',
]);

/**
 * Pure: which overlay the hash opens for this reader. login, register and forgot-password only when logged
 * out; change-password in any state; onboarding when logged in, not completed and onboardingpopup_enabled (it
 * waits while the status or the settings are being read); verify-email when logged in with an unverified
 * address; complete-registration when logged in. A refused hash other than forgot-password and change-password
 * is cleared.
 */
export function decideHashOverlay(input: OverlayInput): OverlayDecision {
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
      if (isLoggedIn && (onboardingCompleted === null || input.flags === null)) return { kind: 'none' };
      allowed = isLoggedIn && onboardingCompleted === false && input.flags?.onboardingpopup_enabled === true;
      break;
    case 'verify-email':
      allowed = isLoggedIn && !hasVerifiedEmail;
      break;
    case 'complete-registration':
      allowed = isLoggedIn;
      break;
  }
  if (allowed) return { kind: 'open', hash, screen: overlayScreens[hash] };
  return clearedWhenRefused.has(hash) ? { kind: 'clear' } : { kind: 'none' };
}
