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
});
