/** @jest-environment jsdom */
import '@news/ui/testing/installTextEncoder';
import { fireEvent, render, screen } from '@testing-library/react';
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
          availableCreditCount: null,
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
