/** @jest-environment jsdom */
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
    };
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
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
});
