import { loadPageData } from './loadPageData';
import { articleFixture, paywalledArticleFixture, teaserFixture } from './testing/fixtures';

const pagination = { page: 2, pageSize: 20, total: 30, totalPages: 2 };

/** A fetchJson that records the paths and answers from a table (unknown paths → 404). */
function api(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const fetchJson = async (path: string) => {
    calls.push(path);
    return path in answers ? answers[path] : null;
  };
  return { calls, fetchJson };
}

describe('loadPageData', () => {
  it('loads the home page from the content API', async () => {
    const { calls, fetchJson } = api({
      '/content/v5/home': {
        type: 'home',
        title: 'Rheinauer Bote',
        description: 'Nachrichten',
        sections: [{ title: 'Top', teasers: [teaserFixture] }],
      },
    });
    const page = await loadPageData('/', fetchJson);
    expect(calls).toEqual(['/content/v5/home']);
    expect(page.kind).toBe('home');
  });

  it('runs the gift-article check of the article route only in the gift variant', async () => {
    const { fetchJson } = api({ '/content/v5/articles/4711': paywalledArticleFixture });
    const search = '?link-token=eyJhbGciOiJSUzI1NiJ9.eyJhIjoxfQ.c2ln';
    expect(await loadPageData('/4711', fetchJson, search, { giftArticles: true })).toMatchObject({
      kind: 'article',
      gift: { state: 'pending', token: 'eyJhbGciOiJSUzI1NiJ9.eyJhIjoxfQ.c2ln' },
    });
    expect(await loadPageData('/4711', fetchJson, search, { giftArticles: false })).not.toHaveProperty(
      'gift',
    );
    expect(await loadPageData('/4711', fetchJson, search)).not.toHaveProperty('gift');
  });

  it('gives articles the recommendations widget only for a brand with recommendations (recoEnabled)', async () => {
    const { fetchJson } = api({
      '/content/v5/articles/4711': articleFixture,
      '/content/v5/home': {
        type: 'home',
        title: 'Rheinauer Bote',
        description: 'Nachrichten',
        sections: [{ title: 'Top', teasers: [teaserFixture] }],
      },
    });
    const recommendations = { provider: 'first-party', variantBPercent: 30, timeoutMs: 400 } as const;
    expect(await loadPageData('/4711', fetchJson, '', { recommendations })).toMatchObject({
      kind: 'article',
      recommendations,
    });
    expect(await loadPageData('/4711', fetchJson, '', {})).not.toHaveProperty('recommendations');
    expect(await loadPageData('/', fetchJson, '', { recommendations })).not.toHaveProperty('recommendations');
  });

  it("gives articles the brand's e-commerce widget rules when it has them", async () => {
    const { fetchJson } = api({ '/content/v5/articles/4711': articleFixture });
    const rules = { urlPattern: '^https://shop\\.example/', allowedOrigin: 'https://shop.example' };
    expect(await loadPageData('/4711', fetchJson, '', { ecommerceWidget: rules })).toMatchObject({
      kind: 'article',
      ecommerceWidget: rules,
    });
    expect(await loadPageData('/4711', fetchJson, '', { ecommerceWidget: undefined })).not.toHaveProperty(
      'ecommerceWidget',
    );
  });

  it('gives an article with a gallery of several pictures the swipe hint only for a brand with swipe_tooltip_enabled', async () => {
    const picture = (n: number) => ({ ...articleFixture.img!, baseUrl: `https://img.example/g${n}.jpg` });
    const gallery = { ...articleFixture, galleryHeader: [picture(1), picture(2)] };
    const single = { ...articleFixture, id: 4712, galleryHeader: [picture(1)] };
    const { fetchJson } = api({ '/content/v5/articles/4711': gallery, '/content/v5/articles/4712': single });
    expect(await loadPageData('/4711', fetchJson, '', { swipeHint: true })).toMatchObject({
      kind: 'article',
      swipeHint: true,
    });
    expect(await loadPageData('/4711', fetchJson, '', { swipeHint: false })).not.toHaveProperty('swipeHint');
    // one picture is nothing to swipe
    expect(await loadPageData('/4712', fetchJson, '', { swipeHint: true })).not.toHaveProperty('swipeHint');
  });

  it('loads an article by the id of the path, with or without slug', async () => {
    const { calls, fetchJson } = api({ '/content/v5/articles/4711': articleFixture });
    expect(await loadPageData('/neue-bruecke-ueber-die-rheinau-freigegeben-4711', fetchJson)).toMatchObject({
      kind: 'article',
      article: { id: 4711 },
    });
    expect(await loadPageData('/4711', fetchJson)).toMatchObject({ kind: 'article' });
    expect(calls).toEqual(['/content/v5/articles/4711', '/content/v5/articles/4711']);
  });

  it('maps the {page} segment to ?page= and keeps the list path for the pagination', async () => {
    const { calls, fetchJson } = api({
      '/content/v5/headlines?page=2': { type: 'headlines', headlines: [], pagination },
    });
    expect(await loadPageData('/schlagzeilen/2', fetchJson)).toMatchObject({
      kind: 'headlines',
      path: '/schlagzeilen/2',
      listPath: '/schlagzeilen',
    });
    expect(calls).toEqual(['/content/v5/headlines?page=2']);
  });

  it('loads topic and tag pages from tags/{id}, and channel pages with a trailing page number', async () => {
    const topic = {
      type: 'topic',
      id: 7,
      label: 'Sport',
      description: '',
      path: '/themen/7',
      teasers: [],
      pagination,
    };
    const channel = {
      type: 'channel',
      path: '/lokales',
      title: 'Lokales',
      description: '',
      breadcrumb: [],
      subChannels: [],
      teasers: [],
      pagination,
    };
    const { calls, fetchJson } = api({
      '/content/v5/tags/7?page=2': topic,
      '/content/v5/tags/7': { ...topic, pagination: { ...pagination, page: 1 } },
      '/content/v5/channel?path=lokales&page=2': channel,
    });
    expect(await loadPageData('/themen/7/2', fetchJson)).toMatchObject({
      kind: 'topic',
      listPath: '/themen/7',
    });
    expect(await loadPageData('/tag/sport-7', fetchJson)).toMatchObject({
      kind: 'topic',
      listPath: '/tag/sport-7',
    });
    expect(await loadPageData('/lokales/2', fetchJson)).toMatchObject({
      kind: 'channel',
      listPath: '/lokales',
    });
    expect(calls).toEqual([
      '/content/v5/tags/7?page=2',
      '/content/v5/tags/7',
      '/content/v5/channel?path=lokales&page=2',
    ]);
  });

  it('searches with the trimmed q, but not for an empty or over-long query', async () => {
    const { calls, fetchJson } = api({
      '/content/v5/search?q=H%C3%A4user&page=2': {
        type: 'search',
        query: 'Häuser',
        teasers: [],
        pagination,
        totalCapped: false,
      },
    });
    expect(await loadPageData('/suche/2', fetchJson, '?q=+H%C3%A4user+')).toMatchObject({
      kind: 'search',
      query: 'Häuser',
      results: { query: 'Häuser' },
    });
    expect(await loadPageData('/suche', fetchJson, '')).toEqual({
      kind: 'search',
      path: '/suche',
      query: '',
    });
    const long = await loadPageData('/suche', fetchJson, `?q=${'x'.repeat(201)}`);
    expect(long).toMatchObject({ kind: 'search', error: expect.stringContaining('zu lang') });
    expect(calls).toEqual(['/content/v5/search?q=H%C3%A4user&page=2']);
  });

  it('gives a not-found page for unknown content, failed validate rules, impossible ids and unmatched paths', async () => {
    const { calls, fetchJson } = api({});
    expect(await loadPageData('/unbekannt-999', fetchJson)).toEqual({
      kind: 'not-found',
      path: '/unbekannt-999',
      message: 'Seite nicht gefunden: /unbekannt-999',
    });
    expect(await loadPageData('/schlagzeilen/3', fetchJson)).toMatchObject({ kind: 'not-found' });
    expect(await loadPageData('/themen/abc', fetchJson)).toEqual({
      kind: 'not-found',
      path: '/themen/abc',
      message: 'Seite nicht gefunden: /themen/abc',
    });
    expect(await loadPageData('/suche/0', fetchJson)).toMatchObject({
      message: 'Seite nicht gefunden: /suche/0',
    });
    expect(await loadPageData('/Gross!', fetchJson, '?a=1')).toMatchObject({
      kind: 'not-found',
      message: 'Seite nicht gefunden: /Gross!?a=1',
    });
    expect(await loadPageData('/99999999999', fetchJson)).toMatchObject({ kind: 'not-found' });
    // Routes of other applications have no screen here.
    expect(await loadPageData('/account', fetchJson)).toEqual({
      kind: 'not-found',
      path: '/account',
      message: 'Seite nicht gefunden: /account',
    });
    // A missing content page keeps the query in its fullPath, like an unmatched path.
    expect(await loadPageData('/feuerwehr-einsatz', fetchJson, '?seite=2')).toMatchObject({
      kind: 'not-found',
      message: 'Seite nicht gefunden: /feuerwehr-einsatz?seite=2',
    });
    expect(calls).toEqual([
      '/content/v5/articles/999',
      '/content/v5/headlines?page=3',
      '/content/v5/channel?path=feuerwehr-einsatz',
    ]);
  });

  it('rejects content that does not match the contract', async () => {
    await expect(loadPageData('/', async () => ({ type: 'home' }))).rejects.toThrow();
  });
});
