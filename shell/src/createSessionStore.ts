import { fetchSettings } from '@news/config/fetchSettings';
import { apiClient } from './apiClient';
import type { Settings } from '@news/config/settings';
import { loggedOutUserState, type UserState } from '@news/contracts/userState';
import { fetchOnboardingCompleted } from './appServerApi';
import { fetchMissingFields, fetchUserState } from './sessionApi';

export interface SessionStore {
  /** The reader's session; null until it was read once. */
  readonly state: UserState | null;
  /** The brand's feature flags; null while they load (the defaults when that fails). */
  readonly settings: Settings | null;
  /** Whether the logged-in reader completed the onboarding; null while unknown (logged out or loading). */
  readonly onboardingCompleted: boolean | null;
  /** Reads the onboarding status again, e.g. after the onboarding dialog was closed. */
  readOnboarding(): Promise<void>;
  /**
   * spec §4 "After login the product loads missing opt-in consent fields": the registration fields the reader
   * still has to fill in (none when logged out or that fails), once the flags and the onboarding status being read
   * are known.
   */
  readMissingFields(): Promise<string[]>;
  /** Sets the session and tells the listener what changed. */
  update(next: UserState): void;
  /** Reads the session again (`force` renews the token first); logged out when the first read fails. */
  refresh(force: boolean): Promise<void>;
}

/**
 * The shell's reader session (spec §4): the session state, the brand's flags and the onboarding status, and
 * reading them from the app server (sessionApi, appServerApi, fetchSettings). `onChange` hears every update with the state before it; `onLoaded` hears
 * when flags or onboarding status arrived (the hash overlays depend on both).
 */
export function createSessionStore(options: {
  onChange: (previous: UserState | null, next: UserState) => void;
  onLoaded: () => void;
}): SessionStore {
  const { onChange, onLoaded } = options;
  let onboardingLoaded: Promise<void> = Promise.resolve();
  const settingsLoaded = fetchSettings(apiClient).then((loaded) => {
    store.settings = loaded;
    onLoaded();
  });
  const store: { -readonly [K in keyof SessionStore]: SessionStore[K] } = {
    state: null,
    settings: null,
    onboardingCompleted: null,
    readOnboarding: () => {
      store.onboardingCompleted = null;
      const load: Promise<void> = fetchOnboardingCompleted().then((completed) => {
        if (load !== onboardingLoaded || !store.state?.isLoggedIn) return;
        store.onboardingCompleted = completed;
        onLoaded();
      });
      return (onboardingLoaded = load);
    },
    readMissingFields: async () => {
      const [missingFields] = await Promise.all([
        store.state?.isLoggedIn
          ? fetchMissingFields().catch((error: unknown) => {
              console.warn('[shell] reading the missing registration fields failed', error);
              return [];
            })
          : [],
        settingsLoaded,
        onboardingLoaded,
      ]);
      return missingFields;
    },
    update: (next) => {
      const previous = store.state;
      store.state = next;
      if (next.isLoggedIn && !previous?.isLoggedIn) void store.readOnboarding();
      if (!next.isLoggedIn) store.onboardingCompleted = null;
      onChange(previous, next);
    },
    refresh: async (force) => {
      try {
        store.update(await fetchUserState(force));
      } catch (error) {
        console.warn('[shell] reading the session failed', error);
        if (store.state === null) store.update(loggedOutUserState);
      }
    },
  };
  return store;
}
