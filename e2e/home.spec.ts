import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors';
import { htmlEscaped, waitForArticles } from './readingHelpers';
import { e2ePort } from './playwright.config';

type Home = { sections: { teasers: { title: string }[] }[] };

async function homeTitles(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const res = await request.get('/content/v5/home');
  expect(res.ok()).toBe(true);
  const home = (await res.json()) as Home;
  return home.sections.flatMap((s) => s.teasers.map((t) => t.title));
}

test('the home HTML carries the real teaser titles before any script runs', async ({ request, browser }) => {
  const titles = await homeTitles(request);
  expect(titles.length).toBeGreaterThan(5);

  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  for (const title of titles.slice(0, 5)) {
    expect(html.includes(title) || html.includes(htmlEscaped(title))).toBe(true);
  }

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('link', { name: titles[0] }).first()).toBeVisible();
  await context.close();
});

type Marked = { __serverNode?: Element & { __fromServer?: boolean } };

test('the home page hydrates without console errors', async ({ page, request }) => {
  const [first] = await homeTitles(request);
  const errors = collectConsoleErrors(page);
  // Before any page script runs, remember the first server-rendered node of the news slot (by an expando
  // property, which React neither sees nor complains about). Hydration keeps that node; a fresh client render
  // (createRoot) would replace it with a new one.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const node = document.querySelector('#slot-mf-articles[data-ssr="true"] .ui-teaser');
      if (!node) return;
      Object.assign(node, { __fromServer: true });
      (window as Marked).__serverNode = node;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  // an island first view (ADR 0013): the runtime hydrates on the reader's intent
  await waitForArticles(page);
  await expect(page.getByRole('link', { name: first }).first()).toBeVisible();
  const kept = await page.evaluate(() => {
    const node = (window as Marked).__serverNode;
    return {
      marked: node?.__fromServer === true,
      stillInPage: node?.isConnected === true,
      stillFirstTeaser: document.querySelector('#slot-mf-articles .ui-teaser') === node,
    };
  });
  expect(kept).toEqual({ marked: true, stillInPage: true, stillFirstTeaser: true });
  expect(errors).toEqual([]);
});

/** Brand la's host on the test site's port (Chromium resolves *.localhost; the request client sends it as Host). */
const laHost = { host: `la.localhost:${e2ePort}` };

test('the brand home differs per mandator host', async ({ request }) => {
  const rb = await (await request.get('/')).text();
  const la = await (await request.get('/', { headers: laHost })).text();
  expect(rb).toContain('Rheinauer Bote');
  expect(la).toContain('Lahntal-Anzeiger');
});

test('home may be served stale for 120 s in the gift variant (rb) and 300 s otherwise (la)', async ({
  request,
}) => {
  const rb = await request.get('/');
  expect(rb.headers()['cache-control']).toContain('stale-while-revalidate=120');
  const la = await request.get('/', { headers: laHost });
  expect(la.headers()['cache-control']).toContain('stale-while-revalidate=300');
  const channel = await request.get('/sport');
  expect(channel.headers()['cache-control']).toContain('stale-while-revalidate=300');
});
