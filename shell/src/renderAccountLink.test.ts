/** @jest-environment jsdom */
import { loggedOutUserState, type UserState } from '@news/contracts/userState';
import { renderAccountLink } from './renderAccountLink';

const lena: UserState = {
  ...loggedOutUserState,
  isLoggedIn: true,
  hasVerifiedEmail: true,
  expiresAt: 1,
  user: {
    ssoId: 's1',
    email: 'leser@example.com',
    emailVerified: true,
    firstName: 'Lena',
    lastName: 'Leser',
    roles: [],
  },
};

describe('renderAccountLink', () => {
  beforeEach(() => {
    document.body.innerHTML = '<header><a class="shell-account" href="/account">Mein Konto</a></header>';
  });
  const link = () => document.querySelector('a.shell-account') as HTMLAnchorElement;

  it('offers the login overlay when logged out', () => {
    renderAccountLink(document, loggedOutUserState, () => undefined);
    expect(link().textContent).toBe('Anmelden');
    expect(link().getAttribute('href')).toBe('#login');
    expect(document.querySelector('.shell-logout')).toBeNull();
  });
  it('shows the first name, links to the account and offers a logout', () => {
    const onLogout = jest.fn();
    renderAccountLink(document, lena, onLogout);
    expect(link().textContent).toBe('Lena');
    expect(link().getAttribute('href')).toBe('/account');
    const button = document.querySelector('button.shell-logout') as HTMLButtonElement;
    expect(button.textContent).toBe('Abmelden');
    button.click();
    expect(onLogout).toHaveBeenCalledTimes(1);
    renderAccountLink(document, lena, onLogout);
    expect(document.querySelectorAll('button.shell-logout')).toHaveLength(1);
  });
  it('falls back to "Mein Konto" without a first name, and removes the logout button on logout', () => {
    renderAccountLink(
      document,
      { ...lena, user: lena.user && { ...lena.user, firstName: null } },
      () => undefined,
    );
    expect(link().textContent).toBe('Mein Konto');
    renderAccountLink(document, loggedOutUserState, () => undefined);
    expect(document.querySelector('.shell-logout')).toBeNull();
  });
});
