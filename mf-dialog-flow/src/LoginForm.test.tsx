/** @jest-environment jsdom */
import '@news/ui/testing/installTextEncoder';
import { eventBus } from '@news/event-bus/eventBus';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LoginForm } from './LoginForm';

const userState = {
  isLoggedIn: true,
  hasVerifiedEmail: true,
  expiresAt: 1,
  user: {
    ssoId: 's1',
    email: 'leser@example.com',
    emailVerified: true,
    firstName: 'Lena',
    lastName: null,
    roles: [],
  },
  flags: {
    isPlusUser: false,
    isEpaperUser: false,
    isPurUser: false,
    isWalletUser: false,
    isTagSubscriptionUser: false,
  },
};

const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body, headers: new Headers() });

function fillAndSend(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('LoginForm', () => {
  beforeEach(() => render(<LoginForm />, { wrapper: MemoryRouter }));

  it('marks empty fields without calling the server', () => {
    global.fetch = answer(200, userState);
    fillAndSend('', '');
    expect(screen.getByLabelText('E-Mail-Adresse').getAttribute('aria-invalid')).toBe('true');
    const described = screen.getByLabelText('Passwort').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Bitte geben Sie Ihr Passwort ein.');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('shows the German message of a refused login', async () => {
    global.fetch = answer(400, {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'E-Mail oder Passwort ist falsch.',
        details: {},
      },
    });
    fillAndSend('leser@example.com', 'falsch');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'E-Mail oder Passwort ist falsch.',
    );
  });

  it('offers an unconfirmed reader to send the confirmation mail again, to the address entered', async () => {
    global.fetch = answer(403, {
      data: null,
      error: {
        status: 403,
        name: 'ForbiddenError',
        message: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
        details: { code: 'email_not_confirmed' },
      },
    });
    fillAndSend('neu@example.com', 'Demo-Passwort-2026');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
    );
    global.fetch = answer(200, { ok: true });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }));
    await screen.findByText('Wir haben Ihnen eine neue Bestätigungs-E-Mail an neu@example.com geschickt.');
    expect(global.fetch).toHaveBeenCalledWith(
      'http://localhost/api/auth/send-email-confirmation',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'neu@example.com' }) }),
    );
  });

  it('offers no resend for a wrong password', async () => {
    global.fetch = answer(400, {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'E-Mail oder Passwort ist falsch.',
        details: {},
      },
    });
    fillAndSend('leser@example.com', 'falsch');
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' })).toBeNull();
  });

  it('posts to the session API and publishes LOGIN_SUCCESS with the user', async () => {
    global.fetch = answer(200, userState);
    const events: unknown[] = [];
    const subscription = eventBus.on('auth').subscribe((event) => events.push(event));
    events.length = 0;
    fillAndSend('leser@example.com', 'Demo-Passwort-2026');
    await screen.findByText('Sie sind jetzt angemeldet.');
    expect(global.fetch).toHaveBeenCalledWith(
      'http://localhost/api/auth/login',
      expect.objectContaining({ method: 'POST' }),
    );
    await waitFor(() =>
      expect(events).toEqual([
        {
          type: 'LOGIN_SUCCESS',
          user: expect.objectContaining({ email: 'leser@example.com', firstName: 'Lena', lastName: '' }),
          via: 'login',
        },
      ]),
    );
    subscription.unsubscribe();
  });
});
