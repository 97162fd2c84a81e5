import { fetchSettings } from '@news/config/fetchSettings';
import { settingsDefaults } from '@news/config/settings';
import { loggedOutUserState, type UserState } from '@news/contracts/userState';
import { fetchOnboardingCompleted } from './appServerApi';
import { createSessionStore } from './createSessionStore';
import { fetchMissingFields, fetchUserState } from './sessionApi';
import { loggedInState } from './testing/middlewareContext';

jest.mock('@news/config/fetchSettings', () => ({ fetchSettings: jest.fn() }));
jest.mock('./appServerApi', () => ({ fetchOnboardingCompleted: jest.fn() }));
jest.mock('./sessionApi', () => ({ fetchUserState: jest.fn(), fetchMissingFields: jest.fn() }));

type Api = {
  userState: typeof fetchUserState;
  settings: typeof fetchSettings;
  onboardingCompleted: typeof fetchOnboardingCompleted;
  missingFields: typeof fetchMissingFields;
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A store whose app server answers with `api` (the defaults: logged in, onboarding open, a field missing). */
function setup(api: Partial<Api> = {}) {
  const changes: Array<[UserState | null, UserState]> = [];
  const onLoaded = jest.fn();
  const calls = { userState: [] as boolean[], onboarding: 0, missingFields: 0 };
  jest.mocked(fetchUserState).mockImplementation(
    api.userState ??
      (async (force) => {
        calls.userState.push(force);
        return loggedInState;
      }),
  );
  jest.mocked(fetchSettings).mockImplementation(api.settings ?? (async () => settingsDefaults));
  jest.mocked(fetchOnboardingCompleted).mockImplementation(
    api.onboardingCompleted ??
      (async () => {
        calls.onboarding += 1;
        return false;
      }),
  );
  jest.mocked(fetchMissingFields).mockImplementation(
    api.missingFields ??
      (async () => {
        calls.missingFields += 1;
        return ['salutation'];
      }),
  );
  const store = createSessionStore({
    onChange: (previous, next) => changes.push([previous, next]),
    onLoaded,
  });
  return { store, changes, onLoaded, calls };
}

describe('createSessionStore', () => {
  it('holds the flags once loaded and tells that it loaded them', async () => {
    const { store, onLoaded } = setup();
    expect(store.settings).toBeNull();
    await store.readMissingFields();
    expect(store.settings).toBe(settingsDefaults);
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });

  it('tells every update with the state before it and reads the onboarding status after a login', async () => {
    const { store, changes, calls } = setup();
    await store.refresh(true);
    expect(calls.userState).toEqual([true]);
    expect(changes).toEqual([[null, loggedInState]]);
    await store.readMissingFields();
    expect(calls.onboarding).toBe(1);
    expect(store.onboardingCompleted).toBe(false);

    // still logged in: the status is not read again
    store.update(loggedInState);
    expect(calls.onboarding).toBe(1);
    store.update(loggedOutUserState);
    expect(changes[2]).toEqual([loggedInState, loggedOutUserState]);
    expect(store.onboardingCompleted).toBeNull();
  });

  it('drops an onboarding status that arrives after the reader logged out', async () => {
    const { store, onLoaded } = setup();
    await store.readMissingFields();
    store.update(loggedInState);
    store.update(loggedOutUserState);
    await store.readMissingFields();
    expect(store.onboardingCompleted).toBeNull();
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });

  it('is logged out when the first read fails and keeps the session when a later one does', async () => {
    let fail = true;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, changes } = setup({
      userState: async () => {
        if (fail) throw new Error('offline');
        return loggedInState;
      },
    });
    await store.refresh(false);
    expect(store.state).toBe(loggedOutUserState);
    fail = false;
    await store.refresh(false);
    fail = true;
    await store.refresh(false);
    expect(store.state).toBe(loggedInState);
    expect(changes).toHaveLength(2);
    warn.mockRestore();
  });

  it('reads the missing registration fields only for a logged-in reader, none when that fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, calls } = setup();
    await expect(store.readMissingFields()).resolves.toEqual([]);
    expect(calls.missingFields).toBe(0);
    store.update(loggedInState);
    await expect(store.readMissingFields()).resolves.toEqual(['salutation']);

    const failing = setup({ missingFields: () => Promise.reject(new Error('500')) }).store;
    failing.update(loggedInState);
    await expect(failing.readMissingFields()).resolves.toEqual([]);
    await flush();
    warn.mockRestore();
  });

  it('answers the missing fields only once the onboarding status being read is known', async () => {
    let finish: (completed: boolean) => void = () => undefined;
    const { store } = setup({
      onboardingCompleted: () =>
        new Promise<boolean>((resolve) => {
          finish = resolve;
        }),
    });
    store.update(loggedInState);
    let answered = false;
    void store.readMissingFields().then(() => {
      answered = true;
    });
    await flush();
    expect(answered).toBe(false);
    finish(true);
    await flush();
    expect(answered).toBe(true);
    expect(store.onboardingCompleted).toBe(true);
  });
});
