import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import budgets from './budgets.json';
import { findArticle, waitForArticles } from './readingHelpers';

/**
 * JS budgets (BENCHMARKS.md B4, issue 5): bytes are counted, never timed. Sizes are gzip level 9 of the bytes
 * as built, so the figures do not depend on how the server compresses.
 */
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipKb = (body: Buffer) => kb(gzipSync(body, { level: 9 }).length);
const repoRoot = path.resolve(__dirname, '..');

/**
 * The JS a reader's first view of `path` loads, as it stands when the page has settled, idle work included (ADR
 * 0013: an island first view loads the SPA runtime only on intent; the reader here only reads).
 */
async function firstViewScripts(
  page: Page,
  path: string,
): Promise<{ total: number; count: number; report: string }> {
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' || new URL(res.url()).pathname.endsWith('.js'))
      scripts.push(res.body().then((body) => ({ url: new URL(res.url()).pathname, gzip: gzipKb(body) })));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  const total = kb(loaded.reduce((sum, s) => sum + s.gzip * 1024, 0));
  return { total, count: loaded.length, report: loaded.map((s) => `${s.gzip} KB ${s.url}`).join('\n') };
}

const firstViews = [
  { name: 'a free article', budget: budgets.firstArticleView, path: freeArticle },
  { name: 'the home page', budget: budgets.firstHomeView, path: () => Promise.resolve('/') },
  { name: 'a channel page', budget: budgets.firstChannelView, path: () => Promise.resolve('/lokales') },
  { name: 'a plus article (anonymous)', budget: budgets.firstPlusArticleView, path: plusArticle },
];

async function freeArticle(request: APIRequestContext): Promise<string> {
  return (await findArticle(request, (a) => !a.isPaywalled)).canonicalPath;
}

async function plusArticle(request: APIRequestContext): Promise<string> {
  return (await findArticle(request, (a) => a.isPaywalled)).canonicalPath;
}

for (const view of firstViews) {
  test(`the first view of ${view.name} stays within its JS budget`, async ({ page, request }) => {
    const { total, count, report } = await firstViewScripts(page, await view.path(request));
    console.log(`first view of ${view.name}: ${total} KB gzip JS in ${count} requests\n${report}`);
    expect(total, `gzip KB of JS\n${report}`).toBeLessThanOrEqual(view.budget.jsGzipKb);
    expect(count, `JS requests\n${report}`).toBeLessThanOrEqual(view.budget.jsRequests);
  });
}

test('what a first view parses and waits for before its first paint: inline CSS and preloaded fonts', async ({
  page,
  request,
}) => {
  for (const view of firstViews) {
    // as the document comes (the shell replaces the inline rules with the whole files once the page has painted)
    const html = await (await page.request.get(await view.path(request))).text();
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce(
      (sum, m) => sum + m[1]!.length,
      0,
    );
    const fonts = [...html.matchAll(/<link rel="preload" as="font"[^>]* href="([^"]+)"/g)].map((m) => m[1]!);
    const fontBytes = (
      await Promise.all(fonts.map((href) => page.request.get(href).then((r) => r.body())))
    ).reduce((sum, body) => sum + body.length, 0);
    console.log(
      `first view of ${view.name}: ${kb(css)} KB inline CSS, ${fonts.length} fonts ${kb(fontBytes)} KB`,
    );
    expect(kb(css), view.name).toBeLessThanOrEqual(budgets.firstViewInlineCssKb);
    expect(kb(fontBytes), view.name).toBeLessThanOrEqual(budgets.preloadedFontsKb);
  }
});

/**
 * A document that fits in the first round trip of a slow connection: TCP's initial window is 10 segments of 1460
 * bytes, and Lighthouse's simulation waits a whole round trip (150 ms) for a document that needs one more. Counted
 * as the browser receives it: headers plus the brotli body. An island view inlines only the style rules its markup
 * uses (gateway criticalStyles), which lets the home page's 38 teasers fit too.
 */
const firstRoundTripViews = [
  { name: 'the home page', path: () => Promise.resolve('/') },
  { name: 'a free article', path: freeArticle },
  { name: 'a plus article (anonymous)', path: plusArticle },
  { name: 'a channel page', path: () => Promise.resolve('/lokales') },
];

test('an article, the home page and a channel page arrive in the first round trip', async ({
  page,
  request,
}) => {
  for (const view of firstRoundTripViews) {
    const path = await view.path(request);
    // a cached page is served with a smaller brotli copy once it is made (encodeDocument)
    await expect
      .poll(
        async () => {
          const response = await page.goto(path);
          const sizes = await response!.request().sizes();
          console.log(
            `document of ${view.name}: ${sizes.responseHeadersSize} + ${sizes.responseBodySize} bytes`,
          );
          return sizes.responseHeadersSize + sizes.responseBodySize;
        },
        { message: view.name, timeout: 10_000 },
      )
      .toBeLessThanOrEqual(budgets.firstRoundTripDocumentBytes);
  }
});

type Assets = { js: { sync: string[]; async: string[] } };
type Manifest = { shared: { assets: Assets }[]; exposes: { assets: Assets }[] };
const jsOf = (items: { assets: Assets }[]) =>
  items.flatMap((i) => [...i.assets.js.sync, ...i.assets.js.async]);

/**
 * A remote's own JS: every script of its client build except its copies of the shared libraries (react, rxjs,
 * ...), which a page loads once from whoever provides them (mf-manifest.json lists both). Subfolders count: the
 * shell's first-view entry is a build of its own in `first-view/` (ADR 0013).
 */
for (const [remote, budget] of Object.entries(budgets.remoteOwnJsGzipKb)) {
  test(`the own JS of ${remote} stays within its budget`, async () => {
    const dir = path.join(repoRoot, remote, 'dist', 'client');
    const manifest = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
    const exposed = new Set(jsOf(manifest.exposes));
    const shared = new Set(jsOf(manifest.shared).filter((f) => !exposed.has(f)));
    const files = (await readdir(dir, { recursive: true })).filter(
      (f) => f.endsWith('.js') && !shared.has(f),
    );
    const sizes = await Promise.all(files.map(async (f) => gzipKb(await readFile(path.join(dir, f)))));
    const total = kb(sizes.reduce((sum, s) => sum + s * 1024, 0));
    console.log(`${remote}: ${total} KB gzip own JS in ${files.length} files`);
    expect(total).toBeLessThanOrEqual(budget);
  });
}

/** The service worker (`/sw.js`, ADR 0011): its own bundle, fetched by the browser beside the page. */
test('the service worker stays within its JS budget', async () => {
  const size = gzipKb(await readFile(path.join(repoRoot, 'shell', 'dist', 'sw', 'sw.js')));
  console.log(`service worker: ${size} KB gzip`);
  expect(size).toBeLessThanOrEqual(budgets.serviceWorkerJsGzipKb);
});

test('no remote waterfall: an app-mode document preloads every shell script the first view starts with', async ({
  page,
}) => {
  // The scripts requested up to the moment the shell marks itself ready (taken in the page, at that mutation;
  // the init script runs before <html> exists, so it observes the document).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.shellReady !== 'true') return;
      observer.disconnect();
      (window as unknown as { startupScripts: string[] }).startupScripts = performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith('.js'));
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-shell-ready'] });
  });
  // the authors page starts the SPA runtime at once (app mode); an island first view (free article, home,
  // channel) preloads nothing of it
  await page.goto('/autoren');
  await waitForArticles(page);
  const startup = await page.evaluate(
    () => (window as unknown as { startupScripts: string[] }).startupScripts,
  );
  const preloaded = await page.$$eval('link[rel="preload"][as="script"]', (links) =>
    links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
  );
  // the document's own script, the first-view entry (the inline loader starts it, ADR 0018); the federated entry
  // it injects is preloaded like the rest
  const entry = await page.$eval('script[data-entries]', (loader) =>
    (loader.getAttribute('data-entries') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((href) => new URL(href, document.baseURI).pathname),
  );
  expect(entry).toHaveLength(1);
  expect(entry[0]).toMatch(/^\/remotes\/shell\/first-view\//);
  const shellScripts = startup.filter((p) => p.startsWith('/remotes/shell/'));
  expect(shellScripts.length).toBeGreaterThan(entry.length);
  expect(shellScripts.filter((p) => !preloaded.includes(p) && !entry.includes(p))).toEqual([]);
});
