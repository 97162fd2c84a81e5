/** @jest-environment jsdom */
import { fetchSettings } from '@news/config/fetchSettings';
import { settingsDefaults } from '@news/config/settings';
import { loggedOutUserState } from '@news/contracts/userState';
import { createEventBus } from '@news/event-bus/createEventBus';
import { createOverlayController } from './createOverlayController';
import { createSessionStore } from './createSessionStore';
import { pageLocation } from './pageLocation';
import { loggedInState } from './testing/middlewareContext';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@news/config/fetchSettings', () => ({ fetchSettings: jest.fn() }));

async function setup(url: string) {
  document.body.innerHTML = '<header></header><main></main>';
  window.history.replaceState(null, '', url);
  jest.mocked(fetchSettings).mockResolvedValue(settingsDefaults);
  const session = createSessionStore({
    onChange: () => undefined,
    onLoaded: () => undefined,
  });
  await session.readMissingFields();
  const overlays = createOverlayController({
    doc: document,
    bus: createEventBus(),
    session,
    page: pageLocation(window),
    native: false,
  });
  return { session, overlays };
}

const frameUrl = () => {
  const src = document.querySelector('iframe')?.getAttribute('src');
  return src ? new URL(src, window.location.href) : null;
};

describe('createOverlayController', () => {
  it('waits for the session, then opens the overlay of the hash', async () => {
    const { session, overlays } = await setup('/politik?seite=2#login');
    overlays.show();
    expect(frameUrl()).toBeNull();
    session.update(loggedOutUserState);
    overlays.show();
    expect(frameUrl()?.pathname).toBe('/__mein-portal/dialog-flow/login');
    expect(frameUrl()?.searchParams.get('seite')).toBe('2');
    expect(frameUrl()?.searchParams.get('isnative')).toBe('0');
    expect(document.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe('Anmelden');
  });

  it('clears a hash the reader may not open', async () => {
    const { session, overlays } = await setup('/politik#login');
    session.update(loggedInState);
    overlays.show();
    expect(frameUrl()).toBeNull();
    expect(window.location.pathname + window.location.hash).toBe('/politik');
  });

  it('puts the hash on the URL, passes extra parameters for that hash only and dismisses', async () => {
    const { session, overlays } = await setup('/change-password/abc');
    session.update(loggedOutUserState);
    overlays.open('change-password', { code: 'abc' });
    expect(window.location.hash).toBe('#change-password');
    expect(frameUrl()?.searchParams.get('code')).toBe('abc');

    overlays.open('login');
    expect(frameUrl()?.pathname).toBe('/__mein-portal/dialog-flow/login');
    expect(frameUrl()?.searchParams.has('code')).toBe(false);

    overlays.dismiss();
    expect(frameUrl()).toBeNull();
    expect(window.location.hash).toBe('');
    window.history.replaceState(null, '', '/change-password/abc#change-password');
    overlays.show();
    expect(frameUrl()?.searchParams.has('code')).toBe(false);
  });

  it('takes the hash off the URL when the reader closes the overlay', async () => {
    const { session, overlays } = await setup('/sport#register');
    session.update(loggedOutUserState);
    overlays.show();
    (document.querySelector('.shell-overlay__close') as HTMLButtonElement).click();
    expect(frameUrl()).toBeNull();
    expect(window.location.pathname + window.location.hash).toBe('/sport');
  });
});
