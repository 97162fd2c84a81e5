import { decideHashOverlay, type OverlayInput } from './decideHashOverlay';

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
  it('opens complete-registration for a logged-in reader and clears it for a logged-out one', () => {
    for (const user of [verified, unverified]) {
      expect(decide('#complete-registration', user)).toEqual({
        kind: 'open',
        hash: 'complete-registration',
        screen: 'complete-registration',
      });
    }
    expect(decide('#complete-registration', loggedOut)).toEqual({ kind: 'clear' });
  });
  it('checks the onboarding conditions, and waits while the status or the settings are being read', () => {
    const ask = (user: OverlayInput['user'], flags: OverlayInput['flags']) =>
      decideHashOverlay({ hash: '#onboarding', user, flags, route: page });
    expect(ask(verified, on)).toEqual({ kind: 'open', hash: 'onboarding', screen: 'onboarding' });
    expect(ask(unverified, on)).toEqual({ kind: 'open', hash: 'onboarding', screen: 'onboarding' });
    expect(ask(verified, { onboardingpopup_enabled: false })).toEqual({ kind: 'clear' });
    expect(ask({ ...verified, onboardingCompleted: true }, on)).toEqual({ kind: 'clear' });
    expect(ask(loggedOut, on)).toEqual({ kind: 'clear' });
    expect(ask(loggedOut, null)).toEqual({ kind: 'clear' });
    expect(ask({ ...verified, onboardingCompleted: null }, on)).toEqual({ kind: 'none' });
    expect(ask(verified, null)).toEqual({ kind: 'none' });
  });
  it('ignores other hashes, an unknown session and the dialog layout', () => {
    expect(decide('#kommentare', loggedOut)).toEqual({ kind: 'none' });
    expect(decide('', loggedOut)).toEqual({ kind: 'none' });
    expect(decide('#login', null)).toEqual({ kind: 'none' });
    expect(decide('#login', loggedOut, { route: { layout: 'mein-dialog-flow' } })).toEqual({ kind: 'none' });
  });
});
