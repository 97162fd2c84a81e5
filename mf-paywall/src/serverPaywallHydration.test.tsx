/** @jest-environment jsdom */
import { eventBus } from '@news/event-bus/eventBus';
import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { mount, unmount } from './app';
import { anonymousPaywall, identifierPrefix } from './server';
import { parcelArticle } from './testing/parcelArticle';

// The paywall box of an anonymous document (ADR 0013): the gateway renders mf-paywall's ./server into it, the
// parcel (./app) hydrates it. Rendered here with the same functions, in the order of the browser.

const template = (outputValue: string, headline: string) => ({
  results: [
    { sdkFeatureSlug: 'paywall-template', outputValue },
    { sdkFeatureSlug: 'paywall-headline', outputValue: headline },
  ],
});
const answers = {
  desktop: template('registration-wall', 'Registrieren und am Schreibtisch weiterlesen'),
  mobile: template('registration-wall', 'Registrieren und unterwegs weiterlesen'),
};
const article = parcelArticle;
let visits = 0;

/** The app server: settings and the paywall service's decision for this reader. */
function appServer(decision: { results: { sdkFeatureSlug: string; outputValue: string }[] }) {
  global.fetch = jest.fn(async (url: string) => {
    if (url === 'http://localhost/api/settings')
      return { ok: true, status: 200, json: async () => ({ header_subscription_link: '/order' }) };
    if (url === 'http://localhost/api/paywall/decision')
      return { ok: true, status: 200, json: async () => ({ ...decision, linkToken: { state: 'none' } }) };
    return { ok: false, status: 404, json: async () => ({}) };
  }) as unknown as typeof fetch;
}

/** The box as the document carries it: mf-articles' paywall box with mf-paywall's server markup. */
function serverBox(): HTMLElement {
  const box = document.createElement('div');
  box.className = 'ar-paywall';
  box.dataset.ssr = 'true';
  box.innerHTML = renderToString(anonymousPaywall({ answers, mandator: 'rb', brandName: 'Rheinauer Bote' }), {
    identifierPrefix,
  });
  document.body.append(box);
  return box;
}

/** The lifecycle's promise settles after React committed, so it is awaited outside act (which flushes the render). */
async function mountInto(box: HTMLElement) {
  const props = { domElement: box, name: 'paywall', placement: 'paywall', visit: `v-${++visits}`, article };
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = mount(props);
  });
  await mounted;
  return async () => {
    let unmounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      unmounted = unmount({ domElement: box });
    });
    await unmounted;
  };
}

beforeAll(() => {
  const state = document.createElement('script');
  state.id = '__NEWS_STATE__';
  state.type = 'application/json';
  state.textContent = JSON.stringify({ mandator: 'rb', brandName: 'Rheinauer Bote', registry: {} });
  document.head.append(state);
});

describe('the paywall box the server rendered for anonymous readers', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    error.mockRestore();
    document.body.innerHTML = '';
  });

  it('carries one box per device class, each with its answer, and links that need no script', () => {
    const box = serverBox();
    const [desktop, mobile] = [...box.children] as HTMLElement[];
    expect(desktop!.className).toBe('pw-device pw-device--desktop');
    expect(mobile!.className).toBe('pw-device pw-device--mobile');
    expect(within(desktop!).getByRole('heading').textContent).toBe(
      'Registrieren und am Schreibtisch weiterlesen',
    );
    expect(within(mobile!).getByRole('heading').textContent).toBe('Registrieren und unterwegs weiterlesen');
    expect(within(desktop!).getByRole('link', { name: 'Kostenlos registrieren' }).getAttribute('href')).toBe(
      '#register',
    );
    expect(
      within(desktop!)
        .getByRole('link', { name: /Anmelden/ })
        .getAttribute('href'),
    ).toBe('#login');
    expect(box.querySelector('[id]')?.id).toContain(identifierPrefix);
    // hidden for a reader with a session until the paywall decided for them (paywall.css)
    expect(desktop!.hasAttribute('data-provisional')).toBe(true);
  });

  it('is hydrated on the same nodes, without a mismatch; the same answer for the reader keeps them and the focus', async () => {
    appServer(answers.desktop);
    act(() => eventBus.publish('auth', { type: 'LOGOUT' }));
    const box = serverBox();
    const login = within(box.firstElementChild as HTMLElement).getByRole('link', { name: /Anmelden/ });
    login.focus();
    const release = await mountInto(box);
    expect(box.dataset.ssr).toBeUndefined();
    expect(await screen.findByText('Registrieren und am Schreibtisch weiterlesen')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetch).toHaveBeenCalledWith('http://localhost/api/paywall/decision', expect.anything());
    expect(login.isConnected).toBe(true);
    expect(document.activeElement).toBe(login);
    // the reader's device (jsdom has no media query: desktop) keeps its box, the other one is emptied
    expect((box.lastElementChild as HTMLElement).childElementCount).toBe(0);
    expect((box.firstElementChild as HTMLElement).hasAttribute('data-provisional')).toBe(false);
    expect(error).not.toHaveBeenCalled();
    await release();
  });

  it('shows a different answer for this reader in place, without taking the focus', async () => {
    appServer(template('subscription-offer', 'Weiterlesen mit RB plus'));
    act(() => eventBus.publish('auth', { type: 'LOGOUT' }));
    const box = serverBox();
    const release = await mountInto(box);
    expect(await screen.findByRole('heading', { name: 'Weiterlesen mit RB plus' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jetzt plus abonnieren' }).getAttribute('href')).toBe('/order');
    expect(document.activeElement).toBe(document.body);
    expect(error).not.toHaveBeenCalled();
    await release();
  });
});
