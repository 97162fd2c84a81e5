/** @jest-environment jsdom */
import '@news/ui/testing/installTextEncoder';
import { eventBus } from '@news/event-bus/eventBus';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { DialogHost } from './createDialogHost';
import { DialogHostContext } from './DialogHostContext';
import { VerifyEmailScreen } from './VerifyEmailScreen';

const user = {
  ssoId: 's1',
  email: 'neu@example.com',
  firstName: 'Nora',
  lastName: 'Neu',
  emailVerified: false,
  roles: [],
};

const host = (sessionFromShell: boolean): DialogHost => ({
  embedded: true,
  trusted: true,
  sessionFromShell,
  close: () => undefined,
  openInParent: () => undefined,
  dispose: () => undefined,
});

const renderWith = (sessionFromShell: boolean) =>
  render(
    <DialogHostContext.Provider value={host(sessionFromShell)}>
      <MemoryRouter>
        <VerifyEmailScreen />
      </MemoryRouter>
    </DialogHostContext.Provider>,
  );

describe('useSessionState (through the verify-email screen)', () => {
  it("takes the session from the shell's auth topic, without asking the app server", () => {
    global.fetch = jest.fn();
    renderWith(true);
    act(() => eventBus.publish('auth', { type: 'LOGIN_SUCCESS', user }));
    expect(screen.getByText('neu@example.com')).toBeTruthy();
    act(() => eventBus.publish('auth', { type: 'USER_UPDATED', user: { ...user, emailVerified: true } }));
    expect(screen.getByRole('heading').textContent).toBe('E-Mail-Adresse bestätigt');
    act(() => eventBus.publish('auth', { type: 'LOGOUT' }));
    expect(screen.getByText('Bitte melden Sie sich an, um Ihre E-Mail-Adresse zu bestätigen.')).toBeTruthy();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('asks the app server when a partner page frames the dialog', async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      headers: new Headers(),
      json: async () => ({
        isLoggedIn: true,
        hasVerifiedEmail: false,
        expiresAt: 1,
        user: { ...user, firstName: 'Nora', lastName: null },
        flags: {
          isPlusUser: false,
          isEpaperUser: false,
          isPurUser: false,
          isWalletUser: false,
          isTagSubscriptionUser: false,
        },
      }),
    });
    renderWith(false);
    expect(await screen.findByText('neu@example.com')).toBeTruthy();
    expect(global.fetch).toHaveBeenCalledWith(
      'http://localhost/api/validate',
      expect.objectContaining({ method: 'GET' }),
    );
  });
});
