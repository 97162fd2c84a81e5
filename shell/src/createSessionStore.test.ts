import { settingsDefaults } from '@news/config/settings';
import { loggedOutUserState, type UserState } from '@news/contracts/userState';
import { createSessionStore, type SessionStoreApi } from './createSessionStore';
import { loggedInState } from './testing/middlewareContext';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(api: Partial<SessionStoreApi> = {}) {
  const changes: Array<[UserState | null, UserState]> = [];
  const onLoaded = jest.fn();
  const calls = { userState: [] as boolean[], onboarding: 0, missingFields: 0 };
  const store = createSessionStore({
    api: {
      userState: async (force) => {
        calls.userState.push(force);
        return loggedInState;
      },
      settings: async () => settingsDefaults,
      onboardingCompleted: async () => {
        calls.onboarding += 1;
        return false;
      },
      missingFields: async () => {
        calls.missingFields += 1;
        return ['salutation'];
      },
      ...api,
    },
    onChange: (previous, next) => changes.push([previous, next]),
    onLoaded,
  });
  return { store, changes, onLoaded, calls };
}

describe('createSessionStore', () => {
  it('holds the flags once loaded and tells that it loaded them', async () => {
    const { store, onLoaded } = setup();
    expect(store.settings()).toBeNull();
    await store.settingsLoaded;
    expect(store.settings()).toBe(settingsDefaults);
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });

  it('tells every update with the state before it and reads the onboarding status after a login', async () => {
    const { store, changes, calls } = setup();
    await store.refresh(true);
    expect(calls.userState).toEqual([true]);
    expect(changes).toEqual([[null, loggedInState]]);
    await store.onboardingLoaded();
    expect(calls.onboarding).toBe(1);
    expect(store.onboardingCompleted()).toBe(false);

    // still logged in: the status is not read again
    store.update(loggedInState);
    expect(calls.onboarding).toBe(1);
    store.update(loggedOutUserState);
    expect(changes[2]).toEqual([loggedInState, loggedOutUserState]);
    expect(store.onboardingCompleted()).toBeNull();
  });

  it('drops an onboarding status that arrives after the reader logged out', async () => {
    const { store, onLoaded } = setup();
    await store.settingsLoaded;
    store.update(loggedInState);
    store.update(loggedOutUserState);
    await store.onboardingLoaded();
    expect(store.onboardingCompleted()).toBeNull();
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
    expect(store.state()).toBe(loggedOutUserState);
    fail = false;
    await store.refresh(false);
    fail = true;
    await store.refresh(false);
    expect(store.state()).toBe(loggedInState);
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
});
