/** @jest-environment jsdom */
import { pagePath } from '@news/http-client/testing/pagePath';
import { loggedOutUserState } from '@news/contracts/userState';
import { createEventBus } from '@news/event-bus/createEventBus';
import { startAuth } from './startAuth';
import { loggedInState } from './testing/middlewareContext';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** One page life of the shell's session in jsdom: its start and later client-side navigations. */
describe('startAuth', () => {
  it('handles the auth query parameters on the first page and on later navigations', async () => {
    document.body.innerHTML = '<header><a class="shell-account" href="/account">Mein Konto</a></header>';
    const calls: string[] = [];
    const answers: Record<string, unknown> = {
      '/api/settings': { onboardingpopup_enabled: true },
      '/api/onboarding': { isOnboardingCompleted: true },
      '/api/mein/oauth2/registration/form/missing-fields': { missingFields: [] },
    };
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const path = pagePath(String(input));
      if (path.startsWith('/api/validate')) calls.push(path);
      return { ok: true, status: 200, json: async () => answers[path] ?? loggedInState } as Response;
    });
    window.history.replaceState(null, '', '/?emailConfirmed=1&utm_source=mail');
    startAuth({ bus: createEventBus() });

    // the confirmation link ends here: a notice, the parameter gone, the token refreshed at once
    expect(window.location.pathname + window.location.search).toBe('/?utm_source=mail');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Ihre E-Mail-Adresse ist bestätigt.');
    await flush();
    expect(calls).toEqual(['/api/validate?forceRefresh=true']);
    expect(document.querySelector('a.shell-account')?.textContent).toBe('Lena');

    // a later client-side navigation with ?userState forces a refresh too
    window.history.pushState(null, '', '/sport?userState');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await flush();
    expect(calls).toEqual(['/api/validate?forceRefresh=true', '/api/validate?forceRefresh=true']);
    expect(window.location.pathname + window.location.search).toBe('/sport');

    // an ordinary navigation does not
    window.history.pushState(null, '', '/politik');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await flush();
    expect(calls).toHaveLength(2);

    // a failed Apple sign-in is told as an alert
    window.history.pushState(null, '', '/?loginFailed=apple');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Die Anmeldung mit Apple hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
    );
    expect(window.location.search).toBe('');
  });

  it.each([
    [200, ['p_feedback_logout_confirm']],
    [500, []],
  ])('a logout answered %s publishes %j', async (status, expected) => {
    document.body.innerHTML = '<header><a class="shell-account" href="/account">Mein Konto</a></header>';
    global.fetch = jest.fn(async (input: RequestInfo | URL) =>
      pagePath(String(input)) === '/api/mein/oauth2/logout'
        ? ({ ok: status === 200, status, json: async () => loggedOutUserState } as Response)
        : ({ ok: true, status: 200, json: async () => loggedInState } as Response),
    );
    window.history.replaceState(null, '', '/');
    const bus = createEventBus();
    const seen: string[] = [];
    bus.on('analytics').subscribe((event) => seen.push(event.type));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    startAuth({ bus });
    for (let i = 0; i < 5; i += 1) await flush();
    (document.querySelector('button.shell-logout') as HTMLButtonElement).click();
    for (let i = 0; i < 5; i += 1) await flush();
    expect(document.querySelector('a.shell-account')?.textContent).toBe('Anmelden');
    expect(seen).toEqual(expected);
    warn.mockRestore();
  });

  /** A page that a social sign-in returned to, with the answers of the app server. */
  async function returnFromSocialLogin(answers: Record<string, unknown>) {
    document.body.innerHTML = '<header><a class="shell-account" href="/account">Mein Konto</a></header>';
    global.fetch = jest.fn(
      async (input: RequestInfo | URL) =>
        ({ ok: true, status: 200, json: async () => answers[pagePath(String(input))] }) as Response,
    );
    window.history.replaceState(null, '', '/lokales?seite=2&loggedIn=google');
    const bus = createEventBus();
    const logins: unknown[] = [];
    bus.on('auth').subscribe((event) => {
      if (event.type === 'LOGIN_SUCCESS') logins.push(event);
    });
    startAuth({ bus });
    for (let i = 0; i < 5; i += 1) await flush();
    return { logins, frame: document.querySelector('iframe') };
  }

  it('runs the after-login transitions when a social sign-in returns with a session', async () => {
    const { logins, frame } = await returnFromSocialLogin({
      '/api/settings': { onboardingpopup_enabled: true },
      '/api/onboarding': { isOnboardingCompleted: false },
      '/api/validate?forceRefresh=true': loggedInState,
      '/api/mein/oauth2/registration/form/missing-fields': { missingFields: ['salutation'] },
    });
    expect(window.location.pathname + window.location.search).toBe('/lokales?seite=2');
    expect(document.querySelector('a.shell-account')?.textContent).toBe('Lena');
    expect(logins).toEqual([expect.objectContaining({ type: 'LOGIN_SUCCESS', via: 'login' })]);
    // missing registration fields: the complete-registration dialog, not the onboarding
    expect(window.location.hash).toBe('#complete-registration');
    expect(new URL(frame?.getAttribute('src') ?? '', window.location.href).pathname).toBe(
      '/__mein-portal/dialog-flow/complete-registration',
    );
  });

  it('ignores the marker of a social sign-in without a session', async () => {
    const { logins, frame } = await returnFromSocialLogin({
      '/api/settings': { onboardingpopup_enabled: true },
      '/api/validate?forceRefresh=true': loggedOutUserState,
    });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/lokales?seite=2');
    expect(logins).toEqual([]);
    expect(frame).toBeNull();
  });
});
