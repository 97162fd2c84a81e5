/** @jest-environment jsdom */
import type { DocumentState } from '@news/contracts/documentState';
import { pageDigest } from '@news/contracts/pageDigest';
import { STALE_PAGE_ERROR } from './appHandshake';
import { loadInitialPage } from './loadInitialPage';

const state = (ssr?: DocumentState['ssr']): DocumentState => ({
  mandator: 'rb',
  brandName: 'Rheinauer Bote',
  registry: {},
  consentManagement: false,
  ...(ssr ? { ssr } : {}),
});
const at = (href: string) => new URL(href) as unknown as Location;

describe('loadInitialPage', () => {
  let info: jest.SpyInstance;
  beforeEach(() => {
    info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => info.mockRestore());

  it("hydrates with the document's page data when the document carries it, without a request", async () => {
    global.fetch = jest.fn();
    const page = { kind: 'home', path: '/' };
    expect(await loadInitialPage(state({ remote: 'mf-articles', page }), at('https://rb.example/'))).toBe(
      page,
    );
    expect(await loadInitialPage(state(), at('https://rb.example/mein-konto'))).toBeUndefined();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("loads the page's payload when the document left it out (an island first view)", async () => {
    const page = { kind: 'article', path: '/lokales/a-1' };
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => page });
    const loaded = await loadInitialPage(
      state({ remote: 'mf-articles' }),
      at('https://rb.example/lokales/a-1?seite=2'),
    );
    expect(loaded).toEqual(page);
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(new URL(url, 'https://rb.example').pathname).toBe('/lokales/a-1/_payload.json');
    expect(new URL(url, 'https://rb.example').search).toBe('?seite=2');
    expect(init.credentials).toBe('omit');
  });

  it("takes the payload only when it is the data the document was rendered from (the document's digest)", async () => {
    const rendered = { kind: 'home', path: '/', home: { lead: { id: 1, title: 'Stadtrat tagt' } } };
    const later = { kind: 'home', path: '/', home: { lead: { id: 2, title: 'Neuer Aufmacher' } } };
    const serve = (page: unknown) =>
      (global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => page }));
    const document = state({ remote: 'mf-articles', pageDigest: pageDigest(rendered) });

    serve(rendered);
    expect(await loadInitialPage(document, at('https://rb.example/'))).toEqual(rendered);
    serve(later);
    await expect(loadInitialPage(document, at('https://rb.example/'))).rejects.toMatchObject({
      name: STALE_PAGE_ERROR,
    });
  });

  it('rejects when the payload cannot be loaded, so the runtime does not hydrate without data', async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: false,
      status: 404,
      json: async () => ({ status: 404, code: 'page_not_found', message: 'Nicht gefunden' }),
    });
    await expect(
      loadInitialPage(state({ remote: 'mf-articles' }), at('https://rb.example/a-1')),
    ).rejects.toThrow();
  });
});
