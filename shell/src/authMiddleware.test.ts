import { authMiddleware } from './authMiddleware';
import { loggedInState, middlewareContext } from './testing/middlewareContext';

describe('authMiddleware', () => {
  it('lets a logged-in reader through', () => {
    const ctx = middlewareContext('/account', { state: loggedInState });
    expect(authMiddleware(ctx)).toBe('next');
    expect(ctx.effects).toEqual([]);
  });

  it('stores the page and asks a logged-out reader to log in', () => {
    const ctx = middlewareContext('/account/abo?tab=2');
    expect(authMiddleware(ctx)).toBe('stop');
    expect(ctx.effects).toEqual([
      ['storeTarget', '/account/abo?tab=2'],
      ['openOverlay', 'login'],
    ]);
  });

  it('opens the registration instead when #register was requested', () => {
    const ctx = middlewareContext('/newsletters#register');
    expect(authMiddleware(ctx)).toBe('stop');
    expect(ctx.effects).toEqual([
      ['storeTarget', '/newsletters'],
      ['openOverlay', 'register'],
    ]);
  });

  it('sends a native app user to the native login (or registration) page instead of the dialog', () => {
    const ctx = middlewareContext('/account?tab=2', { native: true });
    expect(authMiddleware(ctx)).toBe('stop');
    expect(ctx.effects).toEqual([
      ['storeTarget', '/account?tab=2'],
      ['leaveTo', '/__mein-portal/dialog-flow/login?isnative=1&redirect=%2Faccount%3Ftab%3D2'],
    ]);
    const register = middlewareContext('/regions#register', { native: true });
    authMiddleware(register);
    expect(register.effects[1]).toEqual([
      'leaveTo',
      '/__mein-portal/dialog-flow/registration?isnative=1&redirect=%2Fregions',
    ]);
  });
});
