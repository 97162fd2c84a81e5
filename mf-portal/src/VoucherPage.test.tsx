/** @jest-environment jsdom */
import '@news/ui/testing/installTextEncoder';
import { fireEvent, render, screen } from '@testing-library/react';
import { eventBus } from '@news/event-bus/eventBus';
import { sessionWithRoles, sellTestServer } from './sellTestServer';
import { VoucherPage } from './VoucherPage';

const redeem = (code: string) => {
  fireEvent.change(screen.getByLabelText('Ihr Code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Code einlösen' }));
};

describe('VoucherPage (/order/code)', () => {
  it('redeems a plus code, renews the session until it carries plus, and says until when', async () => {
    const calls = sellTestServer({
      '/api/plenigo/vouchers/redeem': {
        status: 201,
        body: {
          code: 'PLUS-DEMO-2026',
          productId: 'plus-monthly',
          productName: 'plus Monatsabo',
          role: 'PLUS_USER',
          validUntil: '2026-12-26T10:00:00.000Z',
          credits: 0,
          wallet: null,
          redeemedAt: '2026-11-26T10:00:00.000Z',
        },
      },
      '/api/validate': { body: sessionWithRoles(['PLUS_USER']) },
    });
    render(<VoucherPage />);
    redeem(' plus-demo-2026 ');
    expect(await screen.findByText(/Sie lesen plus bis zum 26\. Dezember 2026/)).toBeTruthy();
    expect(calls[0]).toEqual({ url: '/api/plenigo/vouchers/redeem', body: { code: ' plus-demo-2026 ' } });
    expect(calls.some((c) => c.url === '/api/validate?forceRefresh=true')).toBe(true);
    expect(screen.getByRole('link', { name: 'Zu den Artikeln' }).getAttribute('href')).toBe('/');
  });

  it('redeems a coin code and announces the new balance on the bus for the header', async () => {
    sellTestServer({
      '/api/plenigo/vouchers/redeem': {
        status: 201,
        body: {
          code: 'COINS-DEMO-2026',
          productId: 'credits-5',
          productName: '5 Coins',
          role: 'WALLET_USER',
          validUntil: null,
          credits: 5,
          wallet: { customerId: '1000006', uniqueId: 'W-1000006', availableCreditCount: 8 },
          redeemedAt: '2026-11-26T10:00:00.000Z',
        },
      },
      '/api/validate': { body: sessionWithRoles(['WALLET_USER']) },
    });
    const published: unknown[] = [];
    const subscription = eventBus.on('payment').subscribe((event) => published.push(event));
    render(<VoucherPage />);
    redeem('COINS-DEMO-2026');
    expect(
      await screen.findByText(/5 Coins sind Ihrem Guthaben gutgeschrieben\. Sie haben jetzt 8 Coins\./),
    ).toBeTruthy();
    expect(published).toContainEqual({
      type: 'WALLET_CHANGED',
      customerId: '1000006',
      uniqueId: 'W-1000006',
      availableCreditCount: 8,
    });
    subscription.unsubscribe();
  });

  it('shows the German refusal in an alert and keeps the form', async () => {
    sellTestServer({
      '/api/plenigo/vouchers/redeem': {
        status: 410,
        body: { status: 410, code: 'voucher_expired', message: 'Dieser Code ist abgelaufen.' },
      },
    });
    render(<VoucherPage />);
    redeem('ABGELAUFEN-2024');
    expect((await screen.findByRole('alert')).textContent).toBe('Dieser Code ist abgelaufen.');
    expect(screen.getByRole('button', { name: 'Code einlösen' })).toBeTruthy();
  });
});
