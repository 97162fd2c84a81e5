import { expect, test } from '@playwright/test';
import { contentJson, waitForArticles } from './readingHelpers';
import { controlledByServiceWorker } from './serviceWorkerHelpers';

type Home = {
  sections: { teasers: { title: string; targetPathOrUrl: string; contentRestriction: string }[] }[];
};

test.use({ serviceWorkers: 'allow' });

test('each brand is installable: manifest, icons and service worker pass Chromium’s check', async ({
  page,
  baseURL,
}) => {
  for (const origin of [baseURL ?? '', `http://la.localhost:${new URL(baseURL ?? '').port}`]) {
    await page.goto(`${origin}/`);
    await waitForArticles(page);
    await controlledByServiceWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
      data?: string;
    };
    expect(manifest.url).toBe(`${origin}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    // Playwright's browser contexts are off the record, which Chromium names as the only obstacle
    expect(installabilityErrors).toEqual([{ errorId: 'in-incognito', errorArguments: [] }]);
    expect(JSON.parse(manifest.data ?? '{}').name).toBe(
      origin.includes('la.localhost') ? 'Lahntal-Anzeiger' : 'Rheinauer Bote',
    );
    await cdp.detach();
  }
});

test('offline: a visited article opens from the cache, an unvisited page shows the offline page and returns when online', async ({
  page,
  context,
  request,
}) => {
  const home = await contentJson<Home>(request, 'home');
  const free = home.sections.flatMap((s) => s.teasers).find((t) => t.contentRestriction !== 'plus');
  expect(free).toBeDefined();
  await page.goto('/');
  await waitForArticles(page);
  await controlledByServiceWorker(page);
  await page.goto(free?.targetPathOrUrl ?? '/');
  await expect(page.getByRole('heading', { level: 1, name: free?.title })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        async (path) => Boolean(await caches.match(path, { cacheName: 'documents-v1' })),
        free?.targetPathOrUrl ?? '/',
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: free?.title })).toBeVisible();

  await page.goto('/autoren');
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Internetverbindung' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status')).toContainText('Verbindung wiederhergestellt');
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Internetverbindung' })).toHaveCount(0, {
    timeout: 15_000,
  });
  expect(new URL(page.url()).pathname).toBe('/autoren');
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
});

test('a new build id shows the update prompt, and accepting it reloads the page', async ({ page }) => {
  let buildId = '';
  await page.route('**/builds/latest.json', async (route) => {
    const res = await route.fetch();
    const latest = (await res.json()) as { id: string };
    buildId ||= latest.id;
    await route.fulfill({ json: { ...latest, id: `${latest.id}-neu` } });
  });
  await page.goto('/');
  await waitForArticles(page);
  await page.evaluate(() => ((window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate = true));
  const prompt = page.getByRole('status').filter({ hasText: 'Neue Version verfügbar' });
  await expect(prompt).toBeVisible();
  expect(buildId).not.toBe('');
  await prompt.getByRole('button', { name: 'Jetzt aktualisieren' }).click();
  await page.waitForFunction(
    () => (window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate !== true,
  );
  await waitForArticles(page);
});

test('the current build id shows no prompt, also when the tab is focused again', async ({ page }) => {
  const firstPoll = page.waitForResponse('**/builds/latest.json');
  await page.goto('/');
  await waitForArticles(page);
  await firstPoll;
  const focusPoll = page.waitForResponse('**/builds/latest.json');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await focusPoll;
  await expect(page.getByText('Neue Version verfügbar')).toHaveCount(0);
});

test('the build’s route rules manifest is served, and its prerendered home page opens offline without a visit', async ({
  page,
  context,
}) => {
  const latest = (await (await page.request.get('/builds/latest.json')).json()) as { id: string };
  const res = await page.request.get(`/builds/meta/${latest.id}.json`);
  expect(res.status()).toBe(200);
  const meta = (await res.json()) as {
    id: string;
    matcher: { static: Record<string, unknown> };
    prerendered: string[];
  };
  expect(meta.id).toBe(latest.id);
  expect(meta.matcher.static['/order/onepage-checkout']).toEqual({ redirect: '/order/checkout' });
  expect(meta.prerendered).toContain('/');
  expect((await page.request.get('/builds/meta/0000000000000000.json')).status()).toBe(404);

  // a reader who never opened the home page: a second after load the worker fetches the manifest and keeps it
  await page.goto('/autoren');
  await controlledByServiceWorker(page);
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match('/', { cacheName: 'documents-v1' }))))
    .toBe(true);

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.locator('a.shell-brand')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Internetverbindung' })).toHaveCount(0);
  await context.setOffline(false);
});

test('first visit: the worker precaches the build’s app files, drops an older build’s, and the app frame opens offline', async ({
  page,
  context,
}) => {
  const latest = (await (await page.request.get('/builds/latest.json')).json()) as { id: string };
  const registry = (await (await page.request.get('/mf-registry.json')).json()) as Record<
    string,
    { entry: string }
  >;
  // an older build's precache on this device, made before the worker of this build installs
  await page.goto('/manifest.webmanifest');
  await page.evaluate(() => caches.open('precache-0000000000000000').then(() => undefined));

  await page.goto('/');
  await waitForArticles(page);
  await controlledByServiceWorker(page);
  const precacheNames = () =>
    page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('precache-')));
  await expect.poll(precacheNames, { timeout: 30_000 }).toEqual([`precache-${latest.id}`]);

  // what the first view loaded before the worker existed (the shell's entry, its fonts) and every remote's files
  const entry = await page.$$eval('script[src]', (scripts) =>
    scripts.map((s) => new URL((s as HTMLScriptElement).src).pathname),
  );
  const fonts = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
    links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
  );
  const manifests = Object.values(registry).map((r) => r.entry);
  const kept = await page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
    `precache-${latest.id}`,
  );
  expect(entry.length).toBeGreaterThan(0);
  expect(fonts.length).toBeGreaterThan(0);
  expect(kept).toEqual(
    expect.arrayContaining([
      ...entry,
      ...fonts,
      ...manifests,
      ...manifests.map((m) => m.replace(/mf-manifest\.json$/, 'remoteEntry.js')),
    ]),
  );
  expect(kept.filter((p) => !p.startsWith('/remotes/'))).toEqual([]);

  // offline: the home page (kept by the worker) starts its app frame from the precache, and the files of a
  // remote the first view never loaded are there too
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match('/', { cacheName: 'documents-v1' }))))
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await waitForArticles(page);
  const articlesEntry = registry['mf-articles']?.entry.replace(/mf-manifest\.json$/, 'remoteEntry.js') ?? '';
  expect(await page.evaluate(async (url) => (await fetch(url)).ok, articlesEntry)).toBe(true);
  expect(
    await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === 'error').map((f) => f.family);
    }),
  ).toEqual([]);
  await context.setOffline(false);
});
