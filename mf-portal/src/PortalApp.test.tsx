/** @jest-environment jsdom */
import '@news/ui/testing/installTextEncoder';
import { eventBus } from '@news/event-bus/eventBus';
import { act, render, screen } from '@testing-library/react';
import { PortalApp } from './PortalApp';

const prompt = 'Bitte melden Sie sich an, um diesen Bereich zu nutzen.';
const user = {
  ssoId: 's1',
  email: 'leser@example.com',
  firstName: 'Lena',
  lastName: 'Leser',
  emailVerified: true,
  roles: [],
};

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<PortalApp />);
}

describe('PortalApp', () => {
  it('takes the session from the auth topic: loading, then the prompt on a route that needs a login', () => {
    // the account page loads its profile; the session itself comes from the bus, never from a request
    const fetchSpy = jest.fn(() => new Promise<Response>(() => undefined));
    global.fetch = fetchSpy;
    openAt('/account');
    act(() => eventBus.publish('auth', { type: 'LOGOUT' }));
    expect(screen.getByText(prompt)).toBeTruthy();
    act(() => eventBus.publish('auth', { type: 'LOGIN_SUCCESS', user }));
    expect(screen.getByText('Hallo Lena!')).toBeTruthy();
    expect(screen.queryByText(prompt)).toBeNull();
    expect(fetchSpy.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      'http://localhost/api/account/profile',
    ]);
  });

  it('/account/coins shows the coins page, not the account summary', () => {
    global.fetch = jest.fn();
    openAt('/account/coins');
    act(() => eventBus.publish('auth', { type: 'LOGIN_SUCCESS', user }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Meine Coins');
    expect(screen.getByText(/Mit Coins schalten Sie einzelne plus-Artikel frei/)).toBeTruthy();
    expect(screen.queryByText('Hallo Lena!')).toBeNull();
  });

  it.each(['/bookmarks', '/read-articles', '/error/login-failed', '/change-password/abc'])(
    'asks nobody to log in on %s',
    (path) => {
      eventBus.publish('auth', { type: 'LOGOUT' });
      openAt(path);
      expect(screen.queryByText(prompt)).toBeNull();
    },
  );

  it('explains an error key in German, and an unknown one generically', () => {
    const { unmount } = openAt('/error/password-reset-link-invalid');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Es ist ein Fehler aufgetreten');
    expect(screen.getByText(/Link zum Zurücksetzen Ihres Passworts ist ungültig/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' }).getAttribute('href')).toBe(
      '#forgot-password',
    );
    unmount();
    openAt('/error/nicht-bekannt');
    expect(screen.getByText(/Leider ist etwas schiefgegangen/)).toBeTruthy();
  });
});
