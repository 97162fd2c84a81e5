import type { LoginVia } from '@news/contracts/busEvents';
import type { Settings } from '@news/config/settings';

export type AfterLoginOffer = 'onboarding' | 'verify-email' | 'complete-registration' | 'none';

/**
 * Pure (spec §4 "When the user becomes logged in"): what a reader is offered right after logging in. Never on a
 * path containing /order/ (the checkout goes first). An unverified address is sent to e-mail verification. A
 * reader with missing registration fields (loaded after the login) completes the registration instead of the
 * onboarding popup. Otherwise the onboarding popup — only when it is not completed, the popup is enabled and the flag for this
 * way in is on: after a registration (a new reader's first verified login, i.e. the confirmation link) or after
 * a login (also a password reset). Completing the profile offers nothing.
 */
export function decideAfterLogin(input: {
  pathname: string;
  via: LoginVia;
  hasVerifiedEmail: boolean;
  onboardingCompleted: boolean;
  /** The registration fields the reader still has to fill in (GET …/registration/form/missing-fields). */
  missingFields: readonly string[];
  settings: Pick<
    Settings,
    | 'onboardingpopup_enabled'
    | 'onboardingpopup_afterlogin_enabled'
    | 'onboardingpopup_afterregistration_enabled'
  >;
}): AfterLoginOffer {
  if (input.pathname.includes('/order/') || input.via === 'profile') return 'none';
  if (!input.hasVerifiedEmail) return 'verify-email';
  if (input.missingFields.length > 0) return 'complete-registration';
  if (input.onboardingCompleted || !input.settings.onboardingpopup_enabled) return 'none';
  const offered =
    input.via === 'registration'
      ? input.settings.onboardingpopup_afterregistration_enabled
      : input.settings.onboardingpopup_afterlogin_enabled;
  return offered ? 'onboarding' : 'none';
}
