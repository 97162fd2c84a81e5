/** @jest-environment jsdom */
import './testing/textEncoding';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ArticlesApp } from './ArticlesApp';
import { loadPayload, renderPage } from './server';
import { articleFixture, paywalledArticleFixture, teaserFixture } from './testing/fixtures';

const answers: Record<string, unknown> = {
  '/content/v5/home': {
    type: 'home',
    title: 'Startseite',
    description: 'Nachrichten',
    sections: [{ title: 'Top-Themen', teasers: [{ ...teaserFixture, ressort: 'Lokales' }] }],
  },
  '/content/v5/articles/4711': articleFixture,
  '/content/v5/articles/4712': { ...paywalledArticleFixture, id: 4712 },
  '/content/v5/headlines?page=2': {
    type: 'headlines',
    headlines: [
      {
        numbering: 21,
        documentId: 4711,
        title: 'Neue Brücke',
        targetPathOrUrl: '/neue-bruecke-4711',
        publishDate: '2026-11-20T08:00:00.000Z',
        contentRestriction: 'free',
        fontSize: 'medium',
        openInNewWindow: false,
        noFollow: false,
        isExternal: false,
      },
    ],
    pagination: { page: 2, pageSize: 20, total: 21, totalPages: 2 },
  },
};
const fetchJson = async (path: string) => answers[path] ?? null;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('renderPage', () => {
  it('applies the gift-article check for brands with the gift variant only (rb yes, la no)', async () => {
    const url = '/4712?link-token=eyJhbGciOiJSUzI1NiJ9.eyJhIjoxfQ.c2ln';
    const rb = await renderPage({ url, fetchJson, brandName: 'Rheinauer Bote', mandator: 'rb' });
    expect(rb.page).toMatchObject({ kind: 'article', gift: { state: 'pending' } });
    const la = await loadPayload({ url, fetchJson, mandator: 'la' });
    expect(la.page).not.toHaveProperty('gift');
    expect((await loadPayload({ url, fetchJson, mandator: 'rb' })).page).toHaveProperty(
      'gift.state',
      'pending',
    );
  });

  it('labels the home page’s teasers with their ressort where the brand’s setting is on (rb yes, la no)', async () => {
    const rb = await renderPage({ url: '/', fetchJson, brandName: 'Rheinauer Bote', mandator: 'rb' });
    expect(renderToString(rb.element)).toContain('<p class="ui-teaser__ressort">Lokales</p>');
    const la = await renderPage({ url: '/', fetchJson, brandName: 'Lahntal-Anzeiger', mandator: 'la' });
    expect(renderToString(la.element)).not.toContain('ui-teaser__ressort');
    expect((await loadPayload({ url: '/', fetchJson, mandator: 'la' })).page).not.toHaveProperty(
      'home.sections.0.teasers.0.ressort',
    );
  });

  it('returns the head of an article with the brand as JSON-LD publisher', async () => {
    const rendered = await renderPage({ url: '/neue-bruecke-4711', fetchJson, brandName: 'Rheinauer Bote' });
    expect(rendered.status).toBe(200);
    expect(rendered.head.ogType).toBe('article');
    expect(rendered.head.jsonLd).toMatchObject({
      publisher: { '@type': 'Organization', name: 'Rheinauer Bote' },
    });
  });

  it('renders a paywalled article with lead and paywall slot inside .ar-paywalled, and no body', async () => {
    const rendered = await renderPage({ url: '/4712', fetchJson });
    const html = renderToString(rendered.element);
    expect(html).toContain(
      '<section class="ar-paywalled" aria-label="Plus-Inhalt"><div class="ar-paywall"></div></section>',
    );
    expect(html).toContain(paywalledArticleFixture.lead);
    expect(html).not.toContain('ar-article__body');
    expect(rendered.head.jsonLd).toMatchObject({ isAccessibleForFree: false });
  });

  it("holds no reader's state: the lock slot of the plus article is empty, the paywall's tools box too", async () => {
    const html = renderToString((await renderPage({ url: '/4712', fetchJson })).element);
    expect(html).toContain('<span class="ui-lock" aria-hidden="true"></span>');
    expect(html).toContain('<div class="ar-article__tools" data-analytics="article_tool_click">');
    expect(html).toContain('<div class="ar-paywall-tools"></div>');
    expect(html).not.toContain('Plus-Artikel, nur mit Abonnement lesbar');
    expect(html).not.toContain('data-lock');
    const free = renderToString((await renderPage({ url: '/neue-bruecke-4711', fetchJson })).element);
    expect(free).not.toContain('ui-lock');
    expect(free).not.toContain('ar-paywall');
  });

  it('asks for the paywall box of a paywalled article only, and puts it into the box for mf-paywall to hydrate', async () => {
    const paywallBox = jest.fn(async () => '<p class="pw-test">Vom Server</p>');
    const html = renderToString((await renderPage({ url: '/4712', fetchJson, paywallBox })).element);
    expect(paywallBox).toHaveBeenCalledWith({ id: 4712 });
    expect(html).toContain('<div class="ar-paywall" data-ssr="true"><p class="pw-test">Vom Server</p></div>');
    paywallBox.mockClear();
    await renderPage({ url: '/neue-bruecke-4711', fetchJson, paywallBox });
    const gift = '/4712?link-token=eyJhbGciOiJSUzI1NiJ9.eyJhIjoxfQ.c2ln';
    await renderPage({ url: gift, fetchJson, brandName: 'Rheinauer Bote', mandator: 'rb', paywallBox });
    expect(paywallBox).not.toHaveBeenCalled();
    const without = jest.fn(async () => undefined);
    const empty = renderToString(
      (await renderPage({ url: '/4712', fetchJson, paywallBox: without })).element,
    );
    expect(empty).toContain('<div class="ar-paywall"></div>');
  });

  it('hydrates a paywalled article without touching the paywall box the server filled (it is the parcel’s)', async () => {
    const paywallBox = async () => '<p class="pw-test">Vom Server</p>';
    const rendered = await renderPage({ url: '/4712', fetchJson, paywallBox });
    const container = document.createElement('div');
    container.innerHTML = renderToString(rendered.element);
    document.body.appendChild(container);
    window.history.replaceState(null, '', '/4712');
    const serverNode = container.querySelector('.pw-test');
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const mountParcel = jest.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <ArticlesApp
          initialPage={rendered.page}
          loadParcel={() => new Promise(() => undefined)}
          mountParcel={mountParcel}
        />,
        { onRecoverableError: (error) => errors.push(error) },
      ),
    );
    expect(errors).toEqual([]);
    expect(container.querySelector('.pw-test')).toBe(serverNode);
    act(() => root.unmount());
    consoleError.mockRestore();
    container.remove();
  });

  it.each(['/neue-bruecke-4711', '/4712', '/schlagzeilen/2', '/themen/abc', '/suche?q=' + 'x'.repeat(201)])(
    'hydrates %s in the browser without a mismatch',
    async (url) => {
      const rendered = await renderPage({ url, fetchJson });
      const container = document.createElement('div');
      container.innerHTML = renderToString(rendered.element);
      document.body.appendChild(container);
      window.history.replaceState(null, '', url);
      const errors: unknown[] = [];
      const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
      const root = await act(async () =>
        hydrateRoot(container, <ArticlesApp initialPage={rendered.page} />, {
          onRecoverableError: (error) => errors.push(error),
        }),
      );
      expect(errors).toEqual([]);
      expect(container.querySelector('[aria-busy]')).toBeNull();
      act(() => root.unmount());
      consoleError.mockRestore();
      container.remove();
    },
  );
});
