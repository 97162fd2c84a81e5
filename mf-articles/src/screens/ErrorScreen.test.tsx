/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { teaserFixture } from '../testing/fixtures';
import { ErrorScreen } from './ErrorScreen';

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });

/** The content API's article search: results only for the words in `answers` (joined by ';'). */
function fakeSearch(answers: Record<string, number>) {
  const asked: string[] = [];
  const fetchMock = jest.fn(async (url: string) => {
    const terms = new URL(url, 'http://localhost').searchParams.get('searchTerms') ?? '';
    asked.push(terms);
    const n = answers[terms] ?? 0;
    const teasers = Array.from({ length: n }, (_, i) => ({
      ...teaserFixture,
      documentId: 100 + i,
      title: `Ähnlicher Artikel ${i + 1}`,
    }));
    return { ok: true, status: 200, json: async () => ({ teasers, total: n }) };
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  return { asked, fetchMock };
}

beforeEach(() => {
  setOnline(true);
  fakeSearch({});
});

describe('ErrorScreen', () => {
  it('shows status 520 and the serialized error when it has neither status nor message', () => {
    render(<ErrorScreen error={{ code: 'E_UPSTREAM' }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Es ist ein Fehler aufgetreten');
    expect(screen.getByText('Fehler 520')).toBeTruthy();
    expect(screen.getByText('{"code":"E_UPSTREAM"}')).toBeTruthy();
    expect(screen.queryByText(/gibt es leider nicht/)).toBeNull();
  });

  it('shows a 404 with its message, the 404 text, a link home and a search form', () => {
    render(<ErrorScreen status={404} message="Seite nicht gefunden: /x-y?z=1" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seite nicht gefunden');
    expect(screen.getByText('Fehler 404')).toBeTruthy();
    expect(screen.getByText('Seite nicht gefunden: /x-y?z=1')).toBeTruthy();
    expect(screen.getByText(/^Die gewünschte Seite gibt es leider nicht \(mehr\)\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    const further = screen.getByRole('navigation', { name: 'Weiter lesen' });
    expect(
      within(further)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Neueste Artikel', '/neueste-artikel'],
      ['Schlagzeilen', '/schlagzeilen'],
      ['Alle Themen', '/themen'],
    ]);
    // no English left on the page a reader sees
    expect(document.body.textContent).not.toMatch(/not found/i);
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('searches with the trimmed, encoded text and does nothing for an empty one', () => {
    const onSearch = jest.fn();
    render(<ErrorScreen status={404} message="Seite nicht gefunden: /x" onSearch={onSearch} />);
    const input = screen.getByLabelText('Suchbegriff');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '  Brücke & Hafen ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith('/suche?q=Br%C3%BCcke%20%26%20Hafen');
  });

  it('offers up to 3 similar articles found from the failed address, dropping words until something is found', async () => {
    const { asked } = fakeSearch({ 'feuerwehr;einsatz': 5 });
    render(<ErrorScreen status={404} message="Seite nicht gefunden: /feuerwehr-einsatz-xyz" />);
    const section = await screen.findByRole('region', { name: 'Ähnliche Artikel' });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toContain('Ähnliche Artikel');
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(within(section).getByText('Ähnlicher Artikel 1')).toBeTruthy();
    expect(asked).toEqual(['feuerwehr;einsatz;xyz', 'feuerwehr;einsatz']);
  });

  it('only logs a failed search', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => ({ ok: false, status: 503 }));
    render(<ErrorScreen status={404} message="Seite nicht gefunden: /feuerwehr-einsatz" />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Ähnliche Artikel' })).toBeNull();
    warn.mockRestore();
  });

  it('does not search offline or for short addresses', async () => {
    const { fetchMock } = fakeSearch({ feuerwehr: 1 });
    render(<ErrorScreen status={404} message="Seite nicht gefunden: /sport" />);
    setOnline(false);
    render(<ErrorScreen status={404} message="Seite nicht gefunden: /feuerwehr" />);
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('when the connection drops and returns', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows the offline note, then counts down from 5 s in 1 s steps', () => {
      render(<ErrorScreen status={404} message="Seite nicht gefunden: /sport-2" />);
      act(() => {
        setOnline(false);
        window.dispatchEvent(new Event('offline'));
      });
      const status = screen.getByRole('status');
      expect(status.textContent).toContain('Sie sind offline');
      expect(status.textContent).toContain('automatisch');

      act(() => {
        setOnline(true);
        window.dispatchEvent(new Event('online'));
      });
      expect(status.textContent).toContain('Sie sind wieder online. Weiterleitung in 5 Sekunden');
      act(() => jest.advanceTimersByTime(1000));
      expect(status.textContent).toContain('Weiterleitung in 4 Sekunden');
      act(() => jest.advanceTimersByTime(2000));
      expect(status.textContent).toContain('Weiterleitung in 2 Sekunden');

      // Offline again: the countdown stops.
      act(() => {
        setOnline(false);
        window.dispatchEvent(new Event('offline'));
      });
      act(() => jest.advanceTimersByTime(10_000));
      expect(status.textContent).toContain('Sie sind offline');
    });
  });
});
