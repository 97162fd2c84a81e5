/** @jest-environment jsdom */
import { pagePath } from '@news/http-client/testing/pagePath';
import '@news/ui/testing/installTextEncoder';
import { userFlagsOf } from '@news/contracts/userState';
import { eventBus } from '@news/event-bus/eventBus';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AccountPage } from './AccountPage';

const user = {
  ssoId: '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  email: 'konto@example.com',
  firstName: 'Clara',
  lastName: 'Konto',
  emailVerified: true,
  roles: ['PLUS_USER'],
};

type Call = { url: string; body?: unknown };

/** The app server: the profile, and the answers of the POSTs by URL. */
function appServer(posts: Record<string, { status: number; body: unknown }>, profileStatus = 200) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (href: string, init?: RequestInit) => {
    const url = pagePath(href);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/account/profile')
      return {
        ok: profileStatus < 400,
        status: profileStatus,
        json: async () => ({ salutation: 'Frau', firstName: 'Clara', lastName: 'Konto' }),
      };
    const answer = posts[url] ?? { status: 404, body: {} };
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body };
  }) as unknown as typeof fetch;
  return calls;
}

const renderPage = (search = '') =>
  render(
    <MemoryRouter initialEntries={[`/account${search}`]}>
      <AccountPage user={user} />
    </MemoryRouter>,
  );

describe('AccountPage', () => {
  it('loads the profile into the form and saves the changed names', async () => {
    const loggedIn = {
      isLoggedIn: true,
      hasVerifiedEmail: true,
      expiresAt: 1,
      user: { ...user, firstName: 'Carla' },
      flags: userFlagsOf(user.roles),
    };
    const calls = appServer({ '/api/mein/oauth2/registration/form': { status: 200, body: loggedIn } });
    const events: string[] = [];
    const sub = eventBus.on('auth').subscribe((e) => events.push(e.type));
    renderPage();
    expect(screen.getByText('Ihre Angaben werden geladen …')).toBeTruthy();
    const first = (await screen.findByLabelText('Vorname')) as HTMLInputElement;
    expect(first.value).toBe('Clara');
    expect((screen.getByLabelText('Anrede') as HTMLSelectElement).value).toBe('Frau');
    fireEvent.change(first, { target: { value: 'Carla' } });
    fireEvent.click(screen.getByRole('button', { name: 'Angaben speichern' }));
    expect(await screen.findByText('Ihre Angaben wurden gespeichert.')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/mein/oauth2/registration/form')?.body).toEqual({
      salutation: 'Frau',
      firstName: 'Carla',
      lastName: 'Konto',
    });
    expect(events).toContain('USER_UPDATED');
    sub.unsubscribe();
  });

  it('shows the refusal of a wrong password as an alert and an unloadable profile as an error', async () => {
    appServer(
      {
        '/api/account/email': {
          status: 400,
          body: {
            data: null,
            error: { status: 400, name: 'ValidationError', message: 'Das aktuelle Passwort ist falsch.' },
          },
        },
      },
      502,
    );
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Ihre Angaben können wir gerade nicht laden/,
    );
    fireEvent.change(screen.getByLabelText('Neue E-Mail-Adresse'), { target: { value: 'neu@example.com' } });
    fireEvent.change(screen.getAllByLabelText('Aktuelles Passwort')[0] as HTMLElement, {
      target: { value: 'falsch' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigungslink senden' }));
    expect(await screen.findByText('Das aktuelle Passwort ist falsch.')).toBeTruthy();
  });

  it('names the subscriptions that end before deleting, and logs out after the deletion', async () => {
    const calls = appServer({ '/api/account/delete': { status: 200, body: { ok: true } } });
    const events: string[] = [];
    const sub = eventBus.on('auth').subscribe((e) => events.push(e.type));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Konto löschen …' }));
    expect(within(screen.getByRole('region', { name: 'Konto löschen' })).getByText('plus-Abo')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Zur Bestätigung Ihr Passwort'), {
      target: { value: 'geheim-123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Konto endgültig löschen' }));
    expect(await screen.findByText('Ihr Konto wurde gelöscht.')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/account/delete')?.body).toEqual({
      currentPassword: 'geheim-123',
    });
    expect(events).toContain('LOGOUT');
    sub.unsubscribe();
  });

  it('tells whether the e-mail change link worked', () => {
    appServer({});
    renderPage('?emailChanged=0');
    expect(screen.getByRole('alert').textContent).toMatch(/Bestätigungslink ist ungültig/);
  });
});
