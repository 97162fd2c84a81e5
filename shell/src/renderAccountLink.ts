import type { UserState } from '@news/contracts/userState';

/**
 * Updates the server-rendered header account link (`a.shell-account`, "Mein Konto" → /account) to the reader's
 * state without a reload: logged out "Anmelden" → #login; logged in the first name (or "Mein Konto") →
 * /account, followed by a logout button.
 */
export function renderAccountLink(doc: Document, state: UserState, onLogout: () => void): void {
  const link = doc.querySelector<HTMLAnchorElement>('a.shell-account');
  if (!link) return;
  let logout = doc.querySelector<HTMLButtonElement>('button.shell-logout');
  if (!state.isLoggedIn) {
    link.textContent = 'Anmelden';
    link.setAttribute('href', '#login');
    link.removeAttribute('aria-label');
    link.dataset.state = 'logged-out';
    logout?.remove();
    return;
  }
  const name = state.user?.firstName?.trim() ?? '';
  link.textContent = name === '' ? 'Mein Konto' : name;
  link.setAttribute('href', '/account');
  if (name === '') link.removeAttribute('aria-label');
  else link.setAttribute('aria-label', `Mein Konto (${name})`);
  link.dataset.state = 'logged-in';
  if (!logout) {
    logout = doc.createElement('button');
    logout.type = 'button';
    logout.className = 'shell-logout';
    logout.textContent = 'Abmelden';
    link.after(logout);
  }
  logout.onclick = () => onLogout();
}
