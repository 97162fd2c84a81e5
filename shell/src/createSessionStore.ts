import type { Settings } from '@news/config/settings';
import { loggedOutUserState, type UserState } from '@news/contracts/userState';

/** What the session store reads from the app server (sessionApi, appServerApi, fetchSettings in the page). */
export interface SessionStoreApi {
  userState(forceRefresh: boolean): Promise<UserState>;
  settings(): Promise<Settings>;
  onboardingCompleted(): Promise<boolean>;
  missingFields(): Promise<string[]>;
}

export interface SessionStore {
  /** The reader's session; null until it was read once. */
  state(): UserState | null;
  /** The brand's feature flags; null while they load (the defaults when that fails). */
  settings(): Settings | null;
  readonly settingsLoaded: Promise<void>;
  /** Whether the logged-in reader completed the onboarding; null while unknown (logged out or loading). */
  onboardingCompleted(): boolean | null;
  /** The onboarding status being read now (resolved when none is). */
  onboardingLoaded(): Promise<void>;
  /** Reads the onboarding status again, e.g. after the onboarding dialog was closed. */
  readOnboarding(): Promise<void>;
  /** spec §4 "After login the product loads missing opt-in consent fields"; none when logged out or that fails. */
  readMissingFields(): Promise<string[]>;
  /** Sets the session and tells the listener what changed. */
  update(next: UserState): void;
  /** Reads the session again (`force` renews the token first); logged out when the first read fails. */
  refresh(force: boolean): Promise<void>;
}

/**
 * The shell's reader session (spec §4): the session state, the brand's flags and the onboarding status, and
 * reading them from the app server. `onChange` hears every update with the state before it; `onLoaded` hears
 * when flags or onboarding status arrived (the hash overlays depend on both).
 */
export function createSessionStore(options: {
  api: SessionStoreApi;
  onChange: (previous: UserState | null, next: UserState) => void;
  onLoaded: () => void;
}): SessionStore {
  const { api, onChange, onLoaded } = options;
  let state: UserState | null = null;
  let settings: Settings | null = null;
  const settingsLoaded = api.settings().then((loaded) => {
    settings = loaded;
    onLoaded();
  });
  let onboardingCompleted: boolean | null = null;
  let onboardingLoaded: Promise<void> = Promise.resolve();

  function readOnboarding(): Promise<void> {
    onboardingCompleted = null;
    const load: Promise<void> = api.onboardingCompleted().then((completed) => {
      if (load !== onboardingLoaded || !state?.isLoggedIn) return;
      onboardingCompleted = completed;
      onLoaded();
    });
    onboardingLoaded = load;
    return load;
  }

  function update(next: UserState): void {
    const previous = state;
    state = next;
    if (next.isLoggedIn && !previous?.isLoggedIn) void readOnboarding();
    if (!next.isLoggedIn) onboardingCompleted = null;
    onChange(previous, next);
  }

  return {
    state: () => state,
    settings: () => settings,
    settingsLoaded,
    onboardingCompleted: () => onboardingCompleted,
    onboardingLoaded: () => onboardingLoaded,
    readOnboarding,
    readMissingFields: () => {
      if (!state?.isLoggedIn) return Promise.resolve([]);
      return api.missingFields().catch((error: unknown) => {
        console.warn('[shell] reading the missing registration fields failed', error);
        return [];
      });
    },
    update,
    refresh: async (force) => {
      try {
        update(await api.userState(force));
      } catch (error) {
        console.warn('[shell] reading the session failed', error);
        if (state === null) update(loggedOutUserState);
      }
    },
  };
}
