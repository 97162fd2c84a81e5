/** @jest-environment jsdom */
import '@news/ui/testing/installTextEncoder';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NewslettersPage } from './NewslettersPage';

const newsletter = (slug: string, title: string, state: string) => ({
  slug,
  title,
  description: `${title}: das Wichtigste.`,
  frequency: 'wöchentlich',
  sendTime: '7:00 Uhr',
  state,
});

type Answer = { status: number; body?: unknown };

/** The app server: the list, then the answers of the changes in order. */
function appServer(list: Answer, ...changes: Answer[]) {
  const fetchMock = jest.fn(async (url: string, _init?: RequestInit) => {
    const answer =
      url === 'http://localhost/api/newsletters/subscriptions' ? list : (changes.shift() ?? { status: 500 });
    return {
      ok: answer.status < 400,
      status: answer.status,
      json: async () => answer.body ?? null,
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('NewslettersPage (/newsletters)', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('lists every newsletter with the reader’s state; one click subscribes, pending until confirmed', async () => {
    const fetchMock = appServer(
      {
        status: 200,
        body: {
          email: 'leser@example.com',
          newsletters: [
            newsletter('der-morgen', 'Der Morgen', 'confirmed'),
            newsletter('sport', 'Sport', 'none'),
          ],
        },
      },
      { status: 200, body: { newsletter: 'sport', title: 'Sport', state: 'pending' } },
    );
    render(<NewslettersPage />);
    expect(screen.getByRole('status').textContent).toBe('Ihre Newsletter werden geladen …');
    const morning = await screen.findByRole('listitem', { name: 'Der Morgen' });
    expect(morning.textContent).toContain('Abonniert');
    const sport = screen.getByRole('listitem', { name: 'Sport' });
    expect(sport.textContent).toContain('Nicht abonniert');

    fireEvent.click(within(sport).getByRole('button', { name: '„Sport“ abonnieren' }));
    expect(
      await within(sport).findByText(
        'Wir haben Ihnen eine E-Mail an leser@example.com geschickt. Bitte bestätigen Sie die Anmeldung mit dem Link darin.',
      ),
    ).toBeTruthy();
    expect(sport.textContent).toContain('Bestätigung ausstehend');
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost/api/newsletters/subscriptions/sport',
      expect.objectContaining({ method: 'PUT' }),
    );
    expect(within(sport).getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' })).toBeTruthy();
  });

  it('unsubscribes with one click; a refusal keeps the state and shows the German message', async () => {
    const fetchMock = appServer(
      {
        status: 200,
        body: {
          email: 'leser@example.com',
          newsletters: [newsletter('der-morgen', 'Der Morgen', 'confirmed')],
        },
      },
      {
        status: 403,
        body: { status: 403, code: 'csrf_check_failed', message: 'Nicht erlaubt, bitte neu laden.' },
      },
      { status: 204 },
    );
    render(<NewslettersPage />);
    const item = await screen.findByRole('listitem', { name: 'Der Morgen' });
    fireEvent.click(within(item).getByRole('button', { name: '„Der Morgen“ abbestellen' }));
    expect((await within(item).findByRole('alert')).textContent).toBe('Nicht erlaubt, bitte neu laden.');
    expect(item.textContent).toContain('Abonniert');

    fireEvent.click(within(item).getByRole('button', { name: '„Der Morgen“ abbestellen' }));
    expect(await within(item).findByText('Sie haben „Der Morgen“ abbestellt.')).toBeTruthy();
    expect(item.textContent).toContain('Nicht abonniert');
    expect(fetchMock).toHaveBeenLastCalledWith(
      'http://localhost/api/newsletters/subscriptions/der-morgen',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('says when nothing is subscribed, and when the brand has no newsletters', async () => {
    appServer({
      status: 200,
      body: { email: 'leser@example.com', newsletters: [newsletter('sport', 'Sport', 'none')] },
    });
    const { unmount } = render(<NewslettersPage />);
    expect(await screen.findByText(/Sie haben noch keinen Newsletter abonniert/)).toBeTruthy();
    unmount();
    appServer({ status: 200, body: { email: 'leser@example.com', newsletters: [] } });
    render(<NewslettersPage />);
    expect(await screen.findByText('Für dieses Angebot gibt es zurzeit keine Newsletter.')).toBeTruthy();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    appServer({ status: 503, body: { status: 503, code: 'upstream_unavailable', message: 'Gerade nicht.' } });
    render(<NewslettersPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('können gerade nicht geladen werden');
    appServer({
      status: 200,
      body: { email: 'leser@example.com', newsletters: [newsletter('sport', 'Sport', 'none')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('listitem', { name: 'Sport' })).toBeTruthy();
  });
});
