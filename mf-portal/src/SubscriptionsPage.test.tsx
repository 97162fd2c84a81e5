/** @jest-environment jsdom */
import { pagePath } from '@news/http-client/testing/pagePath';
import '@news/ui/testing/installTextEncoder';
import { fireEvent, render, screen } from '@testing-library/react';
import { SubscriptionsPage } from './SubscriptionsPage';

const running = {
  subscriptionId: 'S-0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  productId: 'plus-monthly',
  productName: 'plus Monatsabo',
  priceCents: 999,
  currency: 'EUR',
  period: 'month',
  startedAt: '2026-03-01T10:00:00.000Z',
  renewsAt: '2026-04-01T10:00:00.000Z',
  cancelledAt: null,
  endsAt: null,
};
const cancelled = {
  ...running,
  renewsAt: null,
  cancelledAt: '2026-03-05T10:00:00.000Z',
  endsAt: '2026-04-01T10:00:00.000Z',
};

/** The app server: the list (or a status), the terms of access and the cancellation's answer (or a status). */
function appServer(list: unknown, listStatus = 200, cancelStatus = 200, terms: unknown = []) {
  const fetchMock = jest.fn(async (href: string) => {
    const url = pagePath(href);
    if (url === '/api/plenigo/subscriptions')
      return { ok: listStatus < 400, status: listStatus, json: async () => list };
    if (url === '/api/plenigo/access-terms') return { ok: true, status: 200, json: async () => terms };
    return {
      ok: cancelStatus < 400,
      status: cancelStatus,
      json: async () =>
        cancelStatus < 400
          ? cancelled
          : { status: cancelStatus, code: 'forbidden', message: 'Nicht Ihr Abo.' },
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('SubscriptionsPage (/account/abo)', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('cancels in two clicks, the second one "Jetzt kündigen", and shows the end date', async () => {
    const fetchMock = appServer([running]);
    render(<SubscriptionsPage />);
    expect(screen.getByRole('status').textContent).toBe('Ihre Abos werden geladen …');
    const item = await screen.findByRole('listitem', { name: 'plus Monatsabo' });
    expect(item.textContent).toMatch(/9,99\s€ monatlich/);
    expect(item.textContent).toContain('Nächste Verlängerung');
    fireEvent.click(screen.getByRole('button', { name: 'Abo kündigen' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const confirm = screen.getByRole('button', { name: 'Jetzt kündigen' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText(/Ihr Abo ist gekündigt/)).toBeTruthy();
    expect(fetchMock).toHaveBeenLastCalledWith(
      `http://localhost/api/plenigo/subscriptions/${running.subscriptionId}/cancel`,
      expect.objectContaining({ method: 'POST', body: '{}' }),
    );
    expect(item.textContent).toContain('Endet am');
    expect(screen.queryByRole('button', { name: 'Abo kündigen' })).toBeNull();
  });

  it('keeps the confirmation open with the German message when the cancellation is refused', async () => {
    appServer([running], 200, 403);
    render(<SubscriptionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Abo kündigen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt kündigen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nicht Ihr Abo.');
    expect(screen.getByRole('button', { name: 'Jetzt kündigen' })).toBeTruthy();
  });

  it('lists the terms a voucher or an invitation gave, with their end and nothing to cancel', async () => {
    appServer([], 200, 200, [
      {
        kind: 'voucher',
        productName: 'plus Monatsabo',
        startedAt: '2026-03-01T10:00:00.000Z',
        endsAt: '2099-04-01T10:00:00.000Z',
      },
      {
        kind: 'trial',
        productName: 'plus – Probezugang aus einer Einladung',
        startedAt: '2025-01-01T10:00:00.000Z',
        endsAt: '2025-01-31T10:00:00.000Z',
      },
    ]);
    render(<SubscriptionsPage />);
    const voucher = await screen.findByRole('listitem', { name: 'plus Monatsabo' });
    expect(voucher.textContent).toContain('Gutschein');
    expect(voucher.textContent).toContain('Gültig bis1. April 2099');
    expect(voucher.textContent).toContain('nichts zu kündigen');
    const trial = screen.getByRole('listitem', { name: 'plus – Probezugang aus einer Einladung' });
    expect(trial.textContent).toContain('Abgelaufen am31. Januar 2025');
    expect(screen.queryByRole('button', { name: 'Abo kündigen' })).toBeNull();
    expect(screen.queryByText('Sie haben noch kein Abo.')).toBeNull();
  });

  it('has an empty state and an error state', async () => {
    appServer([]);
    const { unmount } = render(<SubscriptionsPage />);
    expect(await screen.findByText('Sie haben noch kein Abo.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abo abschließen' }).getAttribute('href')).toBe('/order/abo');
    unmount();
    appServer(null, 503);
    render(<SubscriptionsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ihre Abos können gerade nicht geladen werden.',
    );
  });
});
