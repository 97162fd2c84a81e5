/** @jest-environment jsdom */
import { handleAuthQuery } from './handleAuthQuery';
import { readRedirectCookie, writeRedirectCookie } from './redirectCookie';

describe('handleAuthQuery', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('takes the parameters off the URL and tells the reader what happened', () => {
    window.history.replaceState(null, '', '/sport?emailConfirmed=1&utm_source=mail#login');
    const plan = handleAuthQuery(window, document);
    expect(plan.notices).toEqual(['email-confirmed']);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/sport?utm_source=mail#login',
    );
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Ihre E-Mail-Adresse ist bestätigt.');
  });

  it('tells a failed sign-in as an alert', () => {
    window.history.replaceState(null, '', '/?loginFailed=apple');
    handleAuthQuery(window, document);
    expect(window.location.search).toBe('');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Die Anmeldung mit Apple hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
    );
  });

  it('follows ?state to the stored target and forgets it', () => {
    writeRedirectCookie(document, '/account');
    window.history.replaceState(null, '', '/sport?state=abc');
    expect(handleAuthQuery(window, document).clearStoredTarget).toBe(true);
    expect(window.location.pathname + window.location.search).toBe('/account');
    expect(readRedirectCookie(document)).toBeNull();
  });

  it('leaves a URL without auth parameters alone', () => {
    window.history.replaceState({ kept: true }, '', '/politik?seite=2');
    const replaceState = jest.spyOn(window.history, 'replaceState');
    expect(handleAuthQuery(window, document)).toMatchObject({
      logout: false,
      forceRefresh: false,
      notices: [],
    });
    expect(replaceState).not.toHaveBeenCalled();
    replaceState.mockRestore();
  });
});
