import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors';
import { collectFailedResponses, documentHtml, ssrSlot, waitForArticles } from './readingHelpers';

/** Bad inputs end in the spec's 404 page, server-rendered, never in a 500 or the bare frame. */
const cases: { path: string; message: string }[] = [
  { path: '/themen/abc', message: 'Seite nicht gefunden: /themen/abc' },
  { path: '/autor/miriam-klee-abc', message: 'Seite nicht gefunden: /autor/miriam-klee-abc' },
  { path: '/suche/0', message: 'Seite nicht gefunden: /suche/0' },
  { path: '/suche/-1', message: 'Seite nicht gefunden: /suche/-1' },
  { path: '/schlagzeilen/99999', message: 'Seite nicht gefunden: /schlagzeilen/99999' },
  { path: '/schlagzeilen/1000', message: 'Seite nicht gefunden: /schlagzeilen/1000' },
  { path: '/neueste-artikel/999', message: 'Seite nicht gefunden: /neueste-artikel/999' },
  { path: '/gibt-es-nicht-seite', message: 'Seite nicht gefunden: /gibt-es-nicht-seite' },
  { path: '/Gross!', message: 'Seite nicht gefunden: /Gross!' },
  { path: '/unbekannter-artikel-999', message: 'Seite nicht gefunden: /unbekannter-artikel-999' },
  { path: '/99999999999999', message: 'Seite nicht gefunden: /99999999999999' },
  { path: '/themen/999999', message: 'Seite nicht gefunden: /themen/999999' },
  {
    path: '/newsletter-anmeldung/gibt-es-nicht',
    message: 'Seite nicht gefunden: /newsletter-anmeldung/gibt-es-nicht',
  },
  { path: '/testbericht/kein-test-999', message: 'Seite nicht gefunden: /testbericht/kein-test-999' },
  { path: '/podcasts/kein-podcast-999', message: 'Seite nicht gefunden: /podcasts/kein-podcast-999' },
  { path: '/lokales/2', message: 'Seite nicht gefunden: /lokales/2' },
];

for (const { path, message } of cases) {
  test(`${path} answers 404 with "${message}"`, async ({ request }) => {
    const { status, html } = await documentHtml(request, path);
    expect(status).toBe(404);
    const slot = ssrSlot(html);
    expect(slot).toContain('Seite nicht gefunden');
    expect(slot).toContain(message.replace(/!/g, '!'));
    expect(html).toMatch(/<title>Seite nicht gefunden/);
  });
}

test('the not-found page hydrates without console errors', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const failed = collectFailedResponses(page);
  const response = await page.goto('/themen/abc');
  expect(response?.status()).toBe(404);
  await waitForArticles(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByText('Seite nicht gefunden: /themen/abc')).toBeVisible();
  // The only error is the browser's own note about the 404 document; nothing else failed.
  expect(failed).toEqual(['404 /themen/abc']);
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
});

test('a 404 keeps the query in "Seite nicht gefunden: {fullPath}"', async ({ request }) => {
  const { status, html } = await documentHtml(request, '/feuerwehr-einsatz-xyz?seite=2');
  expect(status).toBe(404);
  expect(ssrSlot(html)).toContain('Seite nicht gefunden: /feuerwehr-einsatz-xyz?seite=2');
});

test('the error page offers similar articles found from the words of the address', async ({
  page,
  request,
}) => {
  // What the spec's algorithm searches for /feuerwehr-einsatz-xyz: all words, then one word less each time.
  let expected: string[] = [];
  for (const terms of ['feuerwehr;einsatz;xyz', 'feuerwehr;einsatz', 'feuerwehr']) {
    const res = await request.get(`/content/v5/articles/search?offset=0&limit=3&searchTerms=${terms}`);
    expected = ((await res.json()) as { teasers: { title: string }[] }).teasers.map((t) => t.title);
    if (expected.length > 0) break;
  }
  expect(expected.length).toBeGreaterThan(0);

  const response = await page.goto('/feuerwehr-einsatz-xyz');
  expect(response?.status()).toBe(404);
  await waitForArticles(page);
  await expect(page.getByText('Fehler 404')).toBeVisible();
  await expect(page.getByText('Seite nicht gefunden: /feuerwehr-einsatz-xyz')).toBeVisible();
  const similar = page.getByRole('region', { name: 'Ähnliche Artikel' });
  await expect(similar.getByRole('heading', { name: 'Ähnliche Artikel' })).toBeVisible();
  await expect(similar.getByRole('article')).toHaveCount(expected.length);
  for (const title of expected) await expect(similar.getByRole('link', { name: title })).toBeVisible();
});

test('the search form of the error page searches the trimmed text; an empty one stays', async ({ page }) => {
  await page.goto('/gibt-es-nicht-seite');
  await waitForArticles(page);
  const form = page.getByRole('search');
  await form.getByLabel('Suchbegriff').fill('   ');
  await form.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/gibt-es-nicht-seite$/);
  await form.getByLabel('Suchbegriff').fill('  Feuerwehr  ');
  await form.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/suche\?q=Feuerwehr$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suche' })).toBeVisible();
  await expect(page.getByLabel('Suchbegriff')).toHaveValue('Feuerwehr');
});

test('offline the error page says it will return by itself; back online it counts down and reloads the failed page', async ({
  page,
  context,
}) => {
  await page.goto('/gibt-es-nicht-seite?von=test');
  await waitForArticles(page);
  await page.evaluate(() => ((window as unknown as { __before: boolean }).__before = true));
  const status = page.locator('.ar-error').getByRole('status');

  await context.setOffline(true);
  await expect(status).toContainText('Sie sind offline');
  await expect(status).toContainText('automatisch');

  await context.setOffline(false);
  await expect(status).toContainText(/Sie sind wieder online\. Weiterleitung in [1-5] Sekunden/);
  // The countdown ends in a fresh load of the failed page's address.
  await page.waitForFunction(() => !(window as unknown as { __before?: boolean }).__before, undefined, {
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/gibt-es-nicht-seite\?von=test$/);
  await expect(page.getByText('Seite nicht gefunden: /gibt-es-nicht-seite?von=test')).toBeVisible();
});

test('bots get the bare status instead of an error page', async ({ request }) => {
  for (const path of ['/feuerwehr-einsatz-xyz', '/Gross!', '/themen/abc', '/unbekannter-artikel-999']) {
    const res = await request.get(path, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect([path, res.status()]).toEqual([path, 404]);
    expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('404 Not Found');
  }
  const ok = await request.get('/', { headers: { 'user-agent': 'Googlebot/2.1' } });
  expect(ok.status()).toBe(200);
  expect(await ok.text()).toContain('<html');
});
