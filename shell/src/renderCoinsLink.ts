import type { PaymentEvent } from '@news/contracts/busEvents';

/**
 * The header's coins of a wallet reader ("3 Coins" → /account/coins), before the account link, updated with every
 * WALLET_CHANGED (a coin spent on an article); removed when the reader logs out.
 */
export function renderCoinsLink(doc: Document, event: PaymentEvent): void {
  let link = doc.querySelector<HTMLAnchorElement>('a.shell-coins');
  if (event.type === 'PAYMENT_RESET') {
    link?.remove();
    return;
  }
  if (event.type !== 'WALLET_CHANGED') return;
  const account = doc.querySelector('a.shell-account');
  if (!account) return;
  if (!link) {
    link = doc.createElement('a');
    link.className = 'shell-coins';
    link.setAttribute('href', '/account/coins');
    account.before(link);
  }
  const count = event.availableCreditCount;
  link.textContent = `${count} ${count === 1 ? 'Coin' : 'Coins'}`;
  link.setAttribute('aria-label', `Meine Coins: ${link.textContent}`);
}
