/** @jest-environment jsdom */
import { coerceSettings } from '@news/config/settings';
import { fireEvent, render, screen } from '@testing-library/react';
import type { PaywallView } from './createPaywallController';
import { PaywallBox } from './PaywallBox';

const settings = { ...coerceSettings(undefined), header_subscription_link: '/order/abo?from=paywall' };
const wallet = {
  kind: 'wallet' as const,
  wallet: { customerId: '1000006', uniqueId: 'w-1', availableCreditCount: 3 },
};
const base: PaywallView = {
  state: { paywallTemplate: null, zephrAnswered: false, isPaywall: false },
  answer: null,
  linkToken: { state: 'none' },
  reader: null,
  wallet: { kind: 'unknown' },
  device: 'desktop',
  purchase: 'idle',
};
const answered = (template: string, patch: Partial<PaywallView> = {}): PaywallView => ({
  ...base,
  state: { paywallTemplate: template as never, zephrAnswered: true, isPaywall: template !== 'ok' },
  answer: { template: template as never, meterRemaining: null, meterLimit: null, offer: {} },
  ...patch,
});
const box = (view: PaywallView, onBuy = jest.fn()) =>
  render(<PaywallBox view={view} settings={settings} brandName="Rheinauer Bote" onBuy={onBuy} />);
const region = (name: string) => screen.getByRole('region', { name });

describe('PaywallBox', () => {
  it('is a busy, empty box until the answer is there', () => {
    const { container } = box(base);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Das Angebot wird geladen …');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('registration wall: a labelled region with heading, the free account and the login as plain links', () => {
    box(
      answered('registration-wall', {
        answer: { template: 'registration-wall', meterRemaining: null, meterLimit: 3, offer: {} },
      }),
    );
    const wall = region('Kostenlos registrieren und weiterlesen');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Kostenlos registrieren und weiterlesen' }),
    ).toBeTruthy();
    expect(wall.textContent).toContain(
      'Mit einem kostenlosen Konto lesen Sie 3 plus-Artikel im Monat gratis.',
    );
    expect(screen.getByRole('link', { name: 'Kostenlos registrieren' }).getAttribute('href')).toBe(
      '#register',
    );
    expect(screen.getByRole('link', { name: 'Bereits registriert? Anmelden' }).getAttribute('href')).toBe(
      '#login',
    );
    expect(screen.getByRole('link', { name: 'Oder alle Artikel mit plus lesen' }).getAttribute('href')).toBe(
      '/order/abo?from=paywall',
    );
  });

  it('registration wall for a valid gift link: says the article was given to the reader', () => {
    box(answered('registration-wall', { linkToken: { state: 'valid', type: 'gift' } }));
    expect(region('Kostenlos registrieren und weiterlesen').textContent).toContain(
      'Dieser Artikel wurde Ihnen geschenkt.',
    );
  });

  it('takes the brand offer of the answer: headline, text, sheet layout', () => {
    const { container } = box(
      answered('registration-wall', {
        answer: {
          template: 'registration-wall',
          meterRemaining: null,
          meterLimit: null,
          offer: {
            headline: 'Jetzt gratis weiterlesen',
            text: 'Nur eine E-Mail-Adresse.',
            layout: 'sheet',
          },
        },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Jetzt gratis weiterlesen' })).toBeTruthy();
    expect(screen.getByText('Nur eine E-Mail-Adresse.')).toBeTruthy();
    expect(container.querySelector('.pw-box--sheet')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Oder alle Artikel mit plus lesen' })).toBeNull();
  });

  it('subscription offer with the link from the settings, and the used-up meter', () => {
    box(
      answered('subscription-offer', {
        answer: { template: 'subscription-offer', meterRemaining: 0, meterLimit: 3, offer: {} },
      }),
    );
    expect(region('Weiterlesen mit plus').textContent).toContain(
      'Sie haben Ihre 3 freien plus-Artikel in diesem Monat gelesen.',
    );
    expect(screen.getByRole('link', { name: 'Jetzt plus abonnieren' }).getAttribute('href')).toBe(
      '/order/abo?from=paywall',
    );
  });

  it('coin offer: shows the balance and buys with the button, which is disabled while buying', () => {
    const onBuy = jest.fn();
    const { rerender } = box(answered('coin-offer', { wallet }), onBuy);
    expect(screen.getByText('Ihr Guthaben: 3 Coins')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Artikel mit 1 Coin freischalten' });
    fireEvent.click(button);
    expect(onBuy).toHaveBeenCalledTimes(1);
    rerender(
      <PaywallBox
        view={answered('coin-offer', { wallet, purchase: 'buying' })}
        settings={settings}
        brandName=""
        onBuy={onBuy}
      />,
    );
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    rerender(
      <PaywallBox
        view={answered('coin-offer', { wallet, purchase: 'failed' })}
        settings={settings}
        brandName=""
        onBuy={onBuy}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Der Artikel konnte gerade nicht freigeschaltet werden.',
    );
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('coin offer waits for the wallet, and says when it cannot be loaded', () => {
    const { rerender } = box(answered('coin-offer'));
    expect(screen.getByText('Ihr Guthaben wird geladen …')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Artikel mit 1 Coin freischalten' }).hasAttribute('disabled'),
    ).toBe(true);
    rerender(
      <PaywallBox
        view={answered('coin-offer', { wallet: { kind: 'unavailable' } })}
        settings={settings}
        brandName=""
        onBuy={jest.fn()}
      />,
    );
    expect(screen.getByText(/Ihr Guthaben kann gerade nicht geladen werden/)).toBeTruthy();
  });

  it('coins empty: a link to buy more on /account/coins; it takes the focus when it replaces the coin offer', () => {
    const { rerender } = box(answered('coin-offer', { wallet }));
    rerender(
      <PaywallBox view={answered('coins-empty')} settings={settings} brandName="" onBuy={jest.fn()} />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Ihre Coins sind aufgebraucht' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'Coins nachkaufen' }).getAttribute('href')).toBe(
      '/account/coins',
    );
  });

  it('the first template does not take the focus from the reading reader', () => {
    box(answered('registration-wall'));
    expect(document.activeElement).toBe(document.body);
  });

  it('fallback: the brand and device template, with the login only for a logged-out reader', () => {
    const { rerender } = box(answered('fallback'));
    const desktop = region('Weiterlesen mit plus');
    expect(desktop.textContent).toContain('Mit Rheinauer Bote plus lesen Sie alle Artikel ohne Limit');
    expect(screen.getByRole('link', { name: 'Bereits Abonnent? Anmelden' }).getAttribute('href')).toBe(
      '#login',
    );
    rerender(
      <PaywallBox
        view={answered('fallback', {
          device: 'mobile',
          reader: {
            ssoId: 's',
            flags: {
              isPlusUser: false,
              isEpaperUser: false,
              isPurUser: false,
              isWalletUser: false,
              isTagSubscriptionUser: false,
            },
          },
        })}
        settings={settings}
        brandName="Rheinauer Bote"
        onBuy={jest.fn()}
      />,
    );
    expect(region('Weiterlesen mit plus').textContent).not.toContain('Rheinauer Bote plus');
    expect(screen.queryByRole('link', { name: 'Bereits Abonnent? Anmelden' })).toBeNull();
  });

  it('ok on a paywalled article: the article is being opened', () => {
    box(answered('ok'));
    expect(screen.getByRole('status').textContent).toBe('Der Artikel wird freigeschaltet …');
  });

  it('every action can be reached with the keyboard', () => {
    box(answered('coin-offer', { wallet }));
    for (const el of [...screen.getAllByRole('link'), ...screen.getAllByRole('button')]) {
      expect(el.tabIndex).toBeGreaterThanOrEqual(0);
    }
  });
});
