import type { BusEvent } from '@news/contracts/busEvents';
import { accountTabAccess, accountTabsAccessMiddleware } from './accountTabsAccessMiddleware';
import { paymentSessionMiddleware } from './paymentSessionMiddleware';
import type { PaymentSession } from './sessionApi';
import { loggedInState, middlewareContext } from './testing/middlewareContext';

const wallet = async (customerId: string) => ({ customerId, uniqueId: 'w-1', availableCreditCount: 3 });
const withSession = (session: PaymentSession, state = loggedInState) =>
  middlewareContext('/account', {
    state,
    api: { missingFields: async () => [], paymentSession: async () => session, wallet },
  });

describe('paymentSessionMiddleware and accountTabsAccessMiddleware', () => {
  it('announces the customer on the bus and opens the tab', async () => {
    const ctx = withSession({ kind: 'customer', customerId: 'cus-7' });
    const seen: BusEvent<'payment'>[] = [];
    ctx.bus.on('payment').subscribe((event) => seen.push(event));
    await expect(paymentSessionMiddleware(ctx)).resolves.toBe('next');
    expect(seen).toEqual([{ type: 'PAYMENT_CUSTOMER', customerId: 'cus-7' }]);
    expect(accountTabAccess(ctx.state, ctx.run.paymentSession)).toBe('open');
    expect(accountTabsAccessMiddleware(ctx)).toBe('next');
  });

  it('follows the customer of a wallet reader with the wallet, for the coins page', async () => {
    const ctx = withSession(
      { kind: 'customer', customerId: 'cus-7' },
      { ...loggedInState, flags: { ...loggedInState.flags, isWalletUser: true } },
    );
    const seen: BusEvent<'payment'>[] = [];
    ctx.bus.on('payment').subscribe((event) => seen.push(event));
    await expect(paymentSessionMiddleware(ctx)).resolves.toBe('next');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([
      { type: 'PAYMENT_CUSTOMER', customerId: 'cus-7' },
      { type: 'WALLET_CHANGED', customerId: 'cus-7', uniqueId: 'w-1', availableCreditCount: 3 },
    ]);
  });

  it('a reader without a customer still has the account tabs', async () => {
    const ctx = withSession({ kind: 'none' });
    const seen: BusEvent<'payment'>[] = [];
    ctx.bus.on('payment').subscribe((event) => seen.push(event));
    await paymentSessionMiddleware(ctx);
    expect(seen).toEqual([{ type: 'PAYMENT_CUSTOMER', customerId: null }]);
    expect(accountTabAccess(ctx.state, ctx.run.paymentSession)).toBe('open');
  });

  it('a failed payment session degrades to a notice instead of blocking', async () => {
    const ctx = withSession({ kind: 'failed' });
    const seen: BusEvent<'payment'>[] = [];
    ctx.bus.on('payment').subscribe((event) => seen.push(event));
    await expect(paymentSessionMiddleware(ctx)).resolves.toBe('next');
    expect(seen).toEqual([{ type: 'PAYMENT_UNAVAILABLE' }]);
    expect(accountTabAccess(ctx.state, ctx.run.paymentSession)).toBe('degraded');
    expect(accountTabsAccessMiddleware(ctx)).toBe('next');
  });

  it('does nothing for a logged-out reader (auth asks for the login) or after the reader moved on', async () => {
    const paymentSession = jest.fn(async (): Promise<PaymentSession> => ({ kind: 'none' }));
    const loggedOut = middlewareContext('/account', {
      api: { missingFields: async () => [], paymentSession, wallet },
    });
    await expect(paymentSessionMiddleware(loggedOut)).resolves.toBe('stop');
    expect(paymentSession).not.toHaveBeenCalled();
    expect(accountTabsAccessMiddleware(loggedOut)).toBe('stop');

    const gone = withSession({ kind: 'customer', customerId: 'cus-7' });
    gone.isCurrent = () => false;
    const seen: unknown[] = [];
    gone.bus.on('payment').subscribe((event) => seen.push(event));
    await expect(paymentSessionMiddleware(gone)).resolves.toBe('stop');
    expect(seen).toEqual([]);
  });
  it('leads a reader with nothing left to link from the plus verification to /account; others stay', async () => {
    const both = { ...loggedInState, user: { ...loggedInState.user!, roles: ['PLUS_USER', 'EPAPER_USER'] } };
    const api = {
      missingFields: async () => [],
      paymentSession: async () => ({ kind: 'none' }) as const,
      wallet,
    };
    const hidden = middlewareContext('/account/plus-verification', { state: both, api });
    await paymentSessionMiddleware(hidden);
    expect(accountTabsAccessMiddleware(hidden)).toBe('stop');
    expect(hidden.effects).toContainEqual(['navigate', '/account']);

    const plusOnly = { ...loggedInState, user: { ...loggedInState.user!, roles: ['PLUS_USER'] } };
    const open = middlewareContext('/account/plus-verification', { state: plusOnly, api });
    await paymentSessionMiddleware(open);
    expect(accountTabsAccessMiddleware(open)).toBe('next');
    expect(open.effects).not.toContainEqual(['navigate', '/account']);
  });
});
