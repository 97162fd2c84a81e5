import { planAuthQuery } from './planAuthQuery';

const origin = 'https://www.rheinauer-bote.test';
const plan = (search: string, extra: Partial<Parameters<typeof planAuthQuery>[0]> = {}) =>
  planAuthQuery({ pathname: '/sport', search, hash: '', storedTarget: null, origin, ...extra });

describe('planAuthQuery', () => {
  it('does nothing without auth parameters', () => {
    expect(plan('?q=rhein')).toEqual({
      logout: false,
      forceRefresh: false,
      socialLogin: null,
      isNative: false,
      replaceWith: null,
      clearStoredTarget: false,
      notices: [],
    });
  });
  it('logs out on ?logout, even empty, and goes to the current path without it', () => {
    expect(plan('?logout')).toMatchObject({ logout: true, replaceWith: '/sport' });
    expect(plan('?logout=&page=2', { hash: '#x' })).toMatchObject({
      logout: true,
      replaceWith: '/sport?page=2#x',
    });
  });
  it('forces a token refresh on ?userState', () => {
    expect(plan('?userState=1')).toMatchObject({ forceRefresh: true, logout: false, replaceWith: '/sport' });
  });
  it('reads the native flag', () => {
    expect(plan('?isnative=1').isNative).toBe(true);
    expect(plan('?isnative=0').isNative).toBe(false);
    expect(plan('?isnative=yes').isNative).toBe(false);
  });
  it('follows ?state to the stored target when it differs from the current path', () => {
    expect(plan('?state=abc', { storedTarget: '/account' })).toMatchObject({
      replaceWith: '/account',
      clearStoredTarget: true,
    });
    expect(plan('?state=abc', { storedTarget: '/sport' })).toMatchObject({
      replaceWith: '/sport',
      clearStoredTarget: true,
    });
  });
  it('never follows ?state to another site', () => {
    for (const storedTarget of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      expect(plan('?state=abc', { storedTarget })).toMatchObject({
        replaceWith: '/sport',
        clearStoredTarget: true,
      });
    }
  });
  it('keeps ?state without a stored target harmless', () => {
    expect(plan('?state=abc')).toMatchObject({ replaceWith: '/sport', clearStoredTarget: false });
  });
  it('turns ?register into the #register overlay hash on the same path', () => {
    expect(plan('?register')).toMatchObject({ replaceWith: '/sport#register' });
    expect(plan('?register=1&page=2', { pathname: '/account', hash: '#kommentare' })).toMatchObject({
      replaceWith: '/account?page=2#register',
    });
    expect(plan('?page=2', { hash: '#register' }).replaceWith).toBeNull();
  });
  it('confirms the e-mail address with a notice and a forced token refresh', () => {
    expect(plan('?emailConfirmed=1')).toMatchObject({
      forceRefresh: true,
      notices: ['email-confirmed'],
      replaceWith: '/sport',
    });
    expect(plan('?emailConfirmed=0')).toMatchObject({
      forceRefresh: false,
      notices: ['email-confirmation-failed'],
      replaceWith: '/sport',
    });
    expect(plan('?emailConfirmed=ja')).toMatchObject({ forceRefresh: false, notices: [] });
  });
  it('tells about a failed social sign-in', () => {
    expect(plan('?loginFailed=apple&page=2')).toMatchObject({
      notices: ['apple-login-failed'],
      replaceWith: '/sport?page=2',
    });
    expect(plan('?loginFailed=google').notices).toEqual(['login-failed']);
  });
  it('takes the one-shot marker of a returning social sign-in out of the URL and refreshes the session', () => {
    expect(plan('?page=2&loggedIn=google', { hash: '#x' })).toMatchObject({
      socialLogin: 'google',
      forceRefresh: true,
      replaceWith: '/sport?page=2#x',
      notices: [],
    });
  });
  it('removes a malformed social sign-in marker without acting on it', () => {
    for (const search of ['?loggedIn=', '?loggedIn=..%2Fx', '?loggedIn=Google']) {
      expect(plan(search)).toMatchObject({ socialLogin: null, forceRefresh: false, replaceWith: '/sport' });
    }
  });
});
