import { registrationStateMiddleware } from './registrationStateMiddleware';
import { loggedInState, middlewareContext } from './testing/middlewareContext';

const login = '/__mein-portal/dialog-flow/login?isnative=1&redirect=%2Faccount';

describe('registrationStateMiddleware', () => {
  it('leaves a logged-out reader on the login page', async () => {
    const ctx = middlewareContext(login);
    await expect(registrationStateMiddleware(ctx)).resolves.toBe('next');
    expect(ctx.effects).toEqual([]);
  });

  it('sends a logged-in reader with missing fields to complete-registration, keeping the query', async () => {
    const ctx = middlewareContext(login, {
      state: loggedInState,
      api: { ...middlewareContext(login).api, missingFields: async () => ['salutation'] },
    });
    await expect(registrationStateMiddleware(ctx)).resolves.toBe('stop');
    expect(ctx.effects).toEqual([
      ['navigate', '/__mein-portal/dialog-flow/complete-registration?isnative=1&redirect=%2Faccount'],
    ]);
  });

  it('sends a complete reader to the stored target, or home', async () => {
    const toTarget = middlewareContext(login, { state: loggedInState, takeTarget: () => '/account' });
    await registrationStateMiddleware(toTarget);
    expect(toTarget.effects).toEqual([['navigate', '/account']]);

    const home = middlewareContext('/__mein-portal/dialog-flow/registration', { state: loggedInState });
    await registrationStateMiddleware(home);
    expect(home.effects).toEqual([['takeTarget'], ['navigate', '/']]);
  });

  it('goes on to the target when the missing fields cannot be read, and not at all once the reader moved on', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = {
      missingFields: () => Promise.reject(new Error('offline')),
      paymentSession: async () => ({ kind: 'none' as const }),
      wallet: middlewareContext(login).api.wallet,
    };
    const ctx = middlewareContext(login, { state: loggedInState, api: failing });
    await registrationStateMiddleware(ctx);
    expect(ctx.effects).toEqual([['takeTarget'], ['navigate', '/']]);
    expect(warn).toHaveBeenCalled();

    const gone = middlewareContext(login, { state: loggedInState, isCurrent: () => false });
    await expect(registrationStateMiddleware(gone)).resolves.toBe('stop');
    expect(gone.effects).toEqual([]);
    warn.mockRestore();
  });
});
