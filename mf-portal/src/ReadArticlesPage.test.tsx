/** @jest-environment jsdom */
import { pagePath } from '@news/http-client/testing/pagePath';
import '@news/ui/testing/installTextEncoder';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ReadArticlesPage } from './ReadArticlesPage';
import { writeDocumentState } from '@news/ui/testing/writeDocumentState';

const user = {
  ssoId: 's1',
  email: 'leser@example.com',
  firstName: 'Lena',
  lastName: 'Leser',
  emailVerified: true,
  roles: [],
};
const loggedIn = { kind: 'loggedIn' as const, user };

const teaser = (documentId: number) => ({
  documentId,
  title: `Artikel Nummer ${documentId}`,
  targetPathOrUrl: `/artikel-${documentId}`,
  isSoldContent: false,
  isOpinion: false,
  isPodcast: false,
  isVideoArticle: false,
  contentRestriction: 'free',
  tags: [],
  maintag: 1,
  authors: [],
  publishDate: '2026-11-22T01:56:16.389Z',
});

const entry = (articleId: number, readAt: string, visits = 1) => ({ articleId, readAt, visits });

/** The user API's history (in memory) and the content API's teasers; `refuseDelete` answers a 500. */
function gateway(
  history: ReturnType<typeof entry>[],
  opts: { listStatus?: number; refuseDelete?: boolean } = {},
) {
  let entries = [...history];
  const calls: [string, string][] = [];
  global.fetch = jest.fn(async (href: string, init?: RequestInit) => {
    const url = pagePath(href);
    const method = init?.method ?? 'GET';
    calls.push([method, url]);
    const answer = (status: number, json?: unknown) => ({ ok: status < 300, status, json: async () => json });
    const teaserId = /articles\/(\d+)\/teaser$/.exec(url);
    if (teaserId) return answer(200, teaser(Number(teaserId[1])));
    if (url.endsWith('/read-articles') && method === 'GET')
      return opts.listStatus ? answer(opts.listStatus, {}) : answer(200, entries);
    if (opts.refuseDelete) return answer(500, { status: 500, code: 'internal_error', message: 'Fehler' });
    const one = /read-articles\/(\d+)$/.exec(url);
    entries = one ? entries.filter((e) => e.articleId !== Number(one[1])) : [];
    return answer(204);
  }) as unknown as typeof fetch;
  return calls;
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const titles = () =>
  within(screen.getByRole('list', { name: 'Zuletzt gelesene Artikel' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

beforeAll(() => {
  writeDocumentState({
    mandator: 'rb',
    brandName: 'Rheinauer Bote',
    registry: {},
    consentManagement: true,
  });
});

describe('ReadArticlesPage', () => {
  it('prompts a logged-out reader to log in and asks nobody', () => {
    const calls = gateway([]);
    render(<ReadArticlesPage session={{ kind: 'loggedOut' }} />);
    expect(screen.getByText(/Melden Sie sich an, um hier die Artikel wiederzufinden/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('#login');
    expect(calls).toEqual([]);
  });

  it('lists the history in the order of the API (newest first) and removes one entry, then all', async () => {
    const calls = gateway([
      entry(3, '2026-11-26T03:00:00.000Z', 2),
      entry(1, '2026-11-26T02:00:00.000Z'),
      entry(2, '2026-11-26T01:00:00.000Z'),
    ]);
    render(<ReadArticlesPage session={loggedIn} />);
    expect(screen.getByText('Ihr Verlauf wird geladen …')).toBeTruthy();
    await flush();
    expect(titles()).toEqual(['Artikel Nummer 3', 'Artikel Nummer 1', 'Artikel Nummer 2']);
    expect(screen.getByText(/2-mal gelesen/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '„Artikel Nummer 1“ aus dem Verlauf entfernen' }));
    await flush();
    expect(titles()).toEqual(['Artikel Nummer 3', 'Artikel Nummer 2']);
    expect(calls).toContainEqual(['DELETE', '/user-api/mandators/rb/users/s1/read-articles/1']);

    fireEvent.click(screen.getByRole('button', { name: 'Ganzen Verlauf löschen' }));
    await flush();
    expect(calls.at(-1)).toEqual(['DELETE', '/user-api/mandators/rb/users/s1/read-articles']);
    expect(screen.getByText('Sie haben noch keine Artikel gelesen, seit Sie angemeldet sind.')).toBeTruthy();
  });

  it('keeps an entry whose removal failed and says so in German', async () => {
    gateway([entry(7, '2026-11-26T03:00:00.000Z')], { refuseDelete: true });
    render(<ReadArticlesPage session={loggedIn} />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '„Artikel Nummer 7“ aus dem Verlauf entfernen' }));
    await flush();
    expect(titles()).toEqual(['Artikel Nummer 7']);
    expect(screen.getByRole('alert').textContent).toBe(
      'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
    );
  });

  it('says in German when the history cannot be loaded', async () => {
    gateway([], { listStatus: 503 });
    render(<ReadArticlesPage session={loggedIn} />);
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(
      'Ihr Verlauf konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    );
  });
});
