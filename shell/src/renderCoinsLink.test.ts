/** @jest-environment jsdom */
import { renderCoinsLink } from './renderCoinsLink';

const wallet = (availableCreditCount: number) =>
  ({ type: 'WALLET_CHANGED', customerId: '1000006', uniqueId: 'w-1', availableCreditCount }) as const;

describe('renderCoinsLink', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<header><a class="shell-bookmarks" href="/bookmarks">Merkliste</a><a class="shell-account" href="/account">Wanda</a></header>';
  });
  const coins = () => document.querySelector<HTMLAnchorElement>('a.shell-coins');

  it("shows a wallet reader's coins before the account link, linked to /account/coins, and counts along", () => {
    renderCoinsLink(document, wallet(3));
    expect(coins()?.textContent).toBe('3 Coins');
    expect(coins()?.getAttribute('href')).toBe('/account/coins');
    expect(coins()?.getAttribute('aria-label')).toBe('Meine Coins: 3 Coins');
    expect(coins()?.nextElementSibling?.className).toBe('shell-account');
    renderCoinsLink(document, wallet(1));
    expect(coins()?.textContent).toBe('1 Coin');
    expect(document.querySelectorAll('a.shell-coins')).toHaveLength(1);
  });

  it('leaves with the logout, and ignores the other payment events', () => {
    renderCoinsLink(document, { type: 'PAYMENT_CUSTOMER', customerId: '1000006' });
    expect(coins()).toBeNull();
    renderCoinsLink(document, wallet(0));
    expect(coins()?.textContent).toBe('0 Coins');
    renderCoinsLink(document, { type: 'PAYMENT_UNAVAILABLE' });
    expect(coins()?.textContent).toBe('0 Coins');
    renderCoinsLink(document, { type: 'PAYMENT_RESET' });
    expect(coins()).toBeNull();
  });
});
