/** @jest-environment jsdom */
import { loggedOutUserState, type UserState } from '@news/contracts/userState';
import { createEventBus } from '@news/event-bus/createEventBus';
import { createAuthQueryHandler } from './createAuthQueryHandler';
import { readRedirectCookie, writeRedirectCookie } from './redirectCookie';
import { loggedInState } from './testing/middlewareContext';

function setup(url: string, state: UserState | null = null) {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', url);
  const bus = createEventBus();
  const published: unknown[] = [];
  bus.on('auth').subscribe((event) => published.push(event));
  const offered: string[] = [];
  const continued: string[] = [];
  const handler = createAuthQueryHandler({
    doc: document,
    bus,
    state: () => state,
    offerAfterLogin: async (via) => {
      offered.push(via);
    },
    continueAfterLogin: async (via) => {
      continued.push(via);
    },
  });
  return { handler, published, offered, continued };
}

describe('createAuthQueryHandler', () => {
  it('takes the parameters off the URL and tells the reader what happened', () => {
    const { handler } = setup('/sport?emailConfirmed=1&utm_source=mail#login');
    const plan = handler.take();
    expect(plan.notices).toEqual(['email-confirmed']);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/sport?utm_source=mail#login',
    );
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Ihre E-Mail-Adresse ist bestätigt.');
  });

  it('follows ?state to the stored target and forgets it', () => {
    writeRedirectCookie(document, '/account');
    const { handler } = setup('/sport?state=abc');
    expect(handler.take().clearStoredTarget).toBe(true);
    expect(window.location.pathname + window.location.search).toBe('/account');
    expect(readRedirectCookie(document)).toBeNull();
  });

  it('offers the after-registration dialogs once a confirmed address refreshed the session', async () => {
    const { handler, offered, continued } = setup('/?emailConfirmed=1', loggedInState);
    await handler.afterRefresh(handler.take());
    expect(offered).toEqual(['registration']);
    expect(continued).toEqual([]);
  });

  it('runs the after-login transitions of a social sign-in only with a confirmed session', async () => {
    const withSession = setup('/lokales?loggedIn=google', loggedInState);
    await withSession.handler.afterRefresh(withSession.handler.take());
    expect(withSession.published).toEqual([
      expect.objectContaining({
        type: 'LOGIN_SUCCESS',
        via: 'login',
        user: expect.objectContaining({ ssoId: 'sso-1' }),
      }),
    ]);
    expect(withSession.continued).toEqual(['login']);

    const without = setup('/lokales?loggedIn=google', loggedOutUserState);
    await without.handler.afterRefresh(without.handler.take());
    expect(without.published).toEqual([]);
    expect(without.continued).toEqual([]);
  });
});
