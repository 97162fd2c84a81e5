/** @jest-environment jsdom */
import '@news/ui/testing/installTextEncoder';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { InvitePage } from './InvitePage';
import { sessionWithRoles, sellTestServer } from './sellTestServer';

const user = {
  ssoId: 'sso-1',
  email: 'freund@example.com',
  emailVerified: true,
  firstName: 'F',
  lastName: 'F',
  roles: [],
};
const overview = (canInvite: boolean, invitations: unknown[] = []) => ({
  canInvite,
  limit: 5,
  remaining: 5 - invitations.length,
  trialDays: 30,
  invitations,
});
const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <InvitePage user={user} />
    </MemoryRouter>,
  );

describe('InvitePage (/order/invite)', () => {
  it('tells a reader without plus why they cannot invite and links the offers', async () => {
    sellTestServer({ '/api/plenigo/invitations': { body: overview(false) } });
    renderAt('/order/invite');
    expect(await screen.findByText(/Freunde einladen können Leserinnen und Leser mit plus-Abo/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'plus-Angebote ansehen' }).getAttribute('href')).toBe('/order');
    expect(screen.queryByRole('button', { name: 'Einladung senden' })).toBeNull();
  });

  it('lets a plus reader send an invitation and lists it', async () => {
    const sent = {
      invitationId: 'I-1',
      email: 'freundin@example.com',
      createdAt: '2026-11-26T10:00:00.000Z',
      expiresAt: '2099-12-10T10:00:00.000Z',
      acceptedAt: null,
    };
    const calls = sellTestServer({ '/api/plenigo/invitations': { body: overview(true) } });
    renderAt('/order/invite');
    expect(await screen.findByText('Sie haben noch niemanden eingeladen.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'freundin@example.com' } });
    // the list afterwards
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: true, status: 201, json: async () => sent })
      .mockResolvedValueOnce({
        ok: true,
        status: 200,
        json: async () => overview(true, [sent]),
      }) as unknown as typeof fetch;
    fireEvent.click(screen.getByRole('button', { name: 'Einladung senden' }));
    expect(await screen.findByText('Die Einladung an freundin@example.com ist unterwegs.')).toBeTruthy();
    expect(screen.getByText(/offen bis zum/)).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/plenigo/invitations');
  });

  it("accepts the link's invitation and says until when plus lasts", async () => {
    const token = 'a'.repeat(43);
    const calls = sellTestServer({
      '/api/plenigo/invitations/accept': {
        status: 201,
        body: { role: 'PLUS_USER', validUntil: '2026-12-26T10:00:00.000Z' },
      },
      '/api/validate': { body: sessionWithRoles(['PLUS_USER']) },
    });
    renderAt(`/order/invite?einladung=${token}`);
    expect(screen.getByText('freund@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Einladung annehmen' }));
    expect(
      await screen.findByText(/Willkommen bei plus! Sie lesen alle plus-Artikel bis zum 26\. Dezember 2026/),
    ).toBeTruthy();
    expect(calls[0]).toEqual({ url: '/api/plenigo/invitations/accept', body: { token } });
  });

  it('refuses a cut-off link without calling the server', () => {
    const calls = sellTestServer({});
    renderAt('/order/invite?einladung=abc');
    expect(screen.getByRole('alert').textContent).toMatch(/Einladungslink ist unvollständig/);
    expect(calls).toEqual([]);
  });
});
