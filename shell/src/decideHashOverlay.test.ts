import { decideHashOverlay, overlayScreens, type OverlayInput } from './decideHashOverlay';

const loggedOut = { isLoggedIn: false, hasVerifiedEmail: false, onboardingCompleted: false };
const verified = { isLoggedIn: true, hasVerifiedEmail: true, onboardingCompleted: false };
const unverified = { isLoggedIn: true, hasVerifiedEmail: false, onboardingCompleted: false };
const on = { onboardingpopup_enabled: true };
const page = { layout: 'default' };

const decide = (hash: string, user: OverlayInput['user'], extra: Partial<OverlayInput> = {}) =>
  decideHashOverlay({ hash, user, flags: on, route: page, ...extra });

describe('decideHashOverlay', () => {
  it('opens login, register and forgot-password only when logged out', () => {
    expect(decide('#login', loggedOut)).toEqual({ kind: 'open', hash: 'login', screen: 'login' });
    expect(decide('register', loggedOut)).toEqual({ kind: 'open', hash: 'register', screen: 'registration' });
    expect(decide('#forgot-password', loggedOut)).toEqual({
      kind: 'open',
      hash: 'forgot-password',
      screen: 'forgot-password',
    });
  });
  it('clears login and register for a logged-in reader, but leaves forgot-password alone', () => {
    expect(decide('#login', verified)).toEqual({ kind: 'clear' });
    expect(decide('#register', verified)).toEqual({ kind: 'clear' });
    expect(decide('#forgot-password', verified)).toEqual({ kind: 'none' });
  });
  it('opens change-password in any state', () => {
    for (const user of [loggedOut, verified, unverified]) {
      expect(decide('#change-password', user)).toEqual({
        kind: 'open',
        hash: 'change-password',
        screen: 'change-password',
      });
    }
  });
  it('opens verify-email only for a logged-in reader with an unverified address', () => {
    expect(decide('#verify-email', unverified)).toEqual({
      kind: 'open',
      hash: 'verify-email',
      screen: 'verify-email',
    });
    expect(decide('#verify-email', verified)).toEqual({ kind: 'clear' });
    expect(decide('#verify-email', loggedOut)).toEqual({ kind: 'clear' });
  });
  it('checks the onboarding conditions, and clears the hash while there is no onboarding screen', () => {
    const withScreen = { ...overlayScreens, onboarding: 'onboarding' };
    const ask = (user: OverlayInput['user'], enabled: boolean) =>
      decideHashOverlay(
        { hash: '#onboarding', user, flags: { onboardingpopup_enabled: enabled }, route: page },
        withScreen,
      );
    expect(ask(verified, true)).toEqual({ kind: 'open', hash: 'onboarding', screen: 'onboarding' });
    expect(ask(verified, false)).toEqual({ kind: 'clear' });
    expect(ask({ ...verified, onboardingCompleted: true }, true)).toEqual({ kind: 'clear' });
    expect(ask(loggedOut, true)).toEqual({ kind: 'clear' });
    expect(decide('#onboarding', verified)).toEqual({ kind: 'clear' });
  });
  it('ignores other hashes, an unknown session and the dialog layout', () => {
    expect(decide('#kommentare', loggedOut)).toEqual({ kind: 'none' });
    expect(decide('', loggedOut)).toEqual({ kind: 'none' });
    expect(decide('#login', null)).toEqual({ kind: 'none' });
    expect(decide('#login', loggedOut, { route: { layout: 'mein-dialog-flow' } })).toEqual({ kind: 'none' });
  });
});
