/** @jest-environment jsdom */
import { eventBus } from '@news/event-bus/eventBus';
import { act, render, screen } from '@testing-library/react';
import { meterNoticeText } from './MeterNotice';
import { PaywallPlacement } from './PaywallPlacement';
import { parcelArticle } from './testing/parcelArticle';

const user = (roles: string[]) => ({
  ssoId: '6f1c2d9e-7b8a-4c3d-9e2f-1a2b3c4d5e6f',
  email: 'leser@example.com',
  firstName: 'Lena',
  lastName: 'Leser',
  emailVerified: true,
  roles,
});
const article = parcelArticle;
let visits = 0;
const props = (placement: string, patch: object = {}) => ({
  placement,
  visit: `visit-${++visits}`,
  article,
  domElement: document.createElement('div'),
  name: 'parcel-1',
  ...patch,
});

/** The app server: settings and the paywall decision (template and meter as given). */
function appServer(template: string, meterRemaining?: number) {
  global.fetch = jest.fn(async (url: string) => {
    if (url === 'http://localhost/api/settings')
      return {
        ok: true,
        status: 200,
        json: async () => ({ header_subscription_link: '/order?from=paywall' }),
      };
    if (url === 'http://localhost/api/paywall/decision') {
      const results = [{ sdkFeatureSlug: 'paywall-template', outputValue: template }];
      if (meterRemaining !== undefined)
        results.push({ sdkFeatureSlug: 'meter-remaining', outputValue: String(meterRemaining) });
      return { ok: true, status: 200, json: async () => ({ results, linkToken: { state: 'none' } }) };
    }
    return { ok: false, status: 404, json: async () => ({}) };
  }) as unknown as typeof fetch;
}

beforeAll(() => {
  const state = document.createElement('script');
  state.id = '__NEWS_STATE__';
  state.type = 'application/json';
  state.textContent = JSON.stringify({
    mandator: 'rb',
    brandName: 'Rheinauer Bote',
    registry: {},
    consentManagement: true,
  });
  document.body.append(state);
});

describe('PaywallPlacement', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('paywall: the answered template, with the subscription link from /api/settings', async () => {
    appServer('subscription-offer');
    act(() => eventBus.publish('auth', { type: 'USER_UPDATED', user: user([]) }));
    render(<PaywallPlacement {...props('paywall')} />);
    expect(await screen.findByRole('heading', { name: 'Weiterlesen mit plus' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jetzt plus abonnieren' }).getAttribute('href')).toBe(
      '/order?from=paywall',
    );
  });

  it('paywall: the fallback when the decision endpoint does not answer', async () => {
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 503,
      json: async () => ({}),
    })) as unknown as typeof fetch;
    act(() => eventBus.publish('auth', { type: 'LOGOUT' }));
    render(<PaywallPlacement {...props('paywall')} />);
    const region = await screen.findByRole('region', { name: 'Weiterlesen mit plus' });
    expect(region.getAttribute('data-template')).toBe('fallback');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('paywall service failed'), expect.anything());
  });

  it('tools: "Artikel verschenken" for a plus reader of a brand with gift links, nothing for others', async () => {
    appServer('ok');
    act(() => eventBus.publish('auth', { type: 'USER_UPDATED', user: user(['PLUS_USER']) }));
    const plus = render(
      <PaywallPlacement {...props('tools', { article: { ...article, isPaywalled: false } })} />,
    );
    expect(await screen.findByRole('button', { name: 'Artikel verschenken' })).toBeTruthy();
    plus.unmount();
    act(() => eventBus.publish('auth', { type: 'USER_UPDATED', user: user(['WALLET_USER']) }));
    const { container } = render(
      <PaywallPlacement {...props('tools', { article: { ...article, isPaywalled: false } })} />,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.innerHTML).toBe('');
  });

  it('after-body: the meter notice for a reader the meter let in, below the text', async () => {
    appServer('ok', 2);
    act(() => eventBus.publish('auth', { type: 'USER_UPDATED', user: user([]) }));
    render(<PaywallPlacement {...props('after-body', { article: { ...article, isPaywalled: false } })} />);
    const notice = await screen.findByRole('complementary', { name: 'Ihre freien plus-Artikel' });
    expect(notice.textContent).toContain('Noch 2 freie plus-Artikel diesen Monat');
    expect(screen.getByRole('link', { name: 'Ohne Limit lesen mit plus' }).getAttribute('href')).toBe(
      '/order?from=paywall',
    );
  });

  it('after-body: nothing for a plus reader (no meter)', async () => {
    appServer('ok', 2);
    act(() => eventBus.publish('auth', { type: 'USER_UPDATED', user: user(['PLUS_USER']) }));
    const { container } = render(
      <PaywallPlacement {...props('after-body', { article: { ...article, isPaywalled: false } })} />,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.innerHTML).toBe('');
    expect(global.fetch).not.toHaveBeenCalledWith('http://localhost/api/paywall/decision', expect.anything());
  });

  it('fails closed on props of the wrong shape: the fallback, logged', () => {
    render(<PaywallPlacement {...props('paywall', { article: { id: 'sieben' } })} />);
    expect(screen.getByRole('region', { name: 'Weiterlesen mit plus' }).getAttribute('data-template')).toBe(
      'fallback',
    );
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('parcel props of the wrong shape'),
      expect.anything(),
    );
  });

  it('counts the meter in German', () => {
    expect(meterNoticeText(2)).toBe('Noch 2 freie plus-Artikel diesen Monat');
    expect(meterNoticeText(1)).toBe('Noch 1 freier plus-Artikel diesen Monat');
    expect(meterNoticeText(0)).toBe('Dies war Ihr letzter freier plus-Artikel diesen Monat');
  });
});
