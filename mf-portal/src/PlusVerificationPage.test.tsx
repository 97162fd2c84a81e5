/** @jest-environment jsdom */
import { pagePath } from '@news/http-client/testing/pagePath';
import '@news/ui/testing/installTextEncoder';
import { fireEvent, render, screen } from '@testing-library/react';
import { PlusVerificationPage } from './PlusVerificationPage';
import { sessionWithRoles, sellTestServer } from './sellTestServer';

const fill = () => {
  fireEvent.change(screen.getByLabelText('Kundennummer'), { target: { value: '4711001' } });
  fireEvent.change(screen.getByLabelText('Postleitzahl der Lieferadresse'), { target: { value: '55116' } });
  fireEvent.click(screen.getByRole('button', { name: 'Abo verknüpfen' }));
};

describe('PlusVerificationPage (/account/plus-verification)', () => {
  it('shows the empty state, links a print subscription and renews the session with plus', async () => {
    const linked = {
      customerNumber: '4711001',
      kind: 'print',
      role: 'PLUS_USER',
      linkedAt: '2026-11-26T10:00:00.000Z',
    };
    const calls = sellTestServer({ '/api/plenigo/plus-verification': { body: [] } });
    render(<PlusVerificationPage />);
    expect(await screen.findByText('Noch kein Abo verknüpft.')).toBeTruthy();
    global.fetch = jest.fn(async (href: string, init?: RequestInit) => {
      const url = pagePath(href);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/plenigo/plus-verification')
        return {
          ok: true,
          status: init?.method === 'POST' ? 201 : 200,
          json: async () => (init?.method === 'POST' ? linked : [linked]),
        };
      return { ok: true, status: 200, json: async () => sessionWithRoles(['PLUS_USER']) };
    }) as unknown as typeof fetch;
    fill();
    expect(await screen.findByText(/Ihr Zeitungsabo \(gedruckt\) ist verknüpft/)).toBeTruthy();
    expect(await screen.findByText(/Kundennummer 4711001/)).toBeTruthy();
    expect(calls).toContainEqual({
      url: '/api/plenigo/plus-verification',
      body: { customerNumber: '4711001', postcode: '55116' },
    });
  });

  it('shows the generic refusal for a wrong pair and a load failure as an alert', async () => {
    sellTestServer({
      '/api/plenigo/plus-verification': {
        status: 404,
        body: {
          status: 404,
          code: 'verification_failed',
          message: 'Zu dieser Kundennummer und Postleitzahl haben wir kein Abo gefunden.',
        },
      },
    });
    render(<PlusVerificationPage />);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /verknüpften Abos können wir gerade nicht laden/,
    );
    fill();
    expect(await screen.findByText(/kein Abo gefunden/)).toBeTruthy();
  });
});
