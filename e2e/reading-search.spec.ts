import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors';
import {
  collectFailedResponses,
  contentJson,
  documentHtml,
  ssrSlot,
  waitForArticles,
} from './readingHelpers';

type Search = { teasers: { title: string; teaserTextHtml?: string }[] };

test('the German full-text search finds an inflected word (Feuerwehren → Feuerwehr)', async ({
  page,
  request,
}) => {
  const api = await contentJson<Search>(request, 'search?q=Feuerwehren');
  // The inflected form is in no title: the hits come from stemming, not from the literal word.
  expect(api.teasers.length).toBeGreaterThan(0);
  expect(api.teasers.every((t) => !t.title.includes('Feuerwehren'))).toBe(true);
  const stemmed = api.teasers.find((t) => t.title.includes('Feuerwehr'));
  expect(stemmed).toBeDefined();

  const { status, html } = await documentHtml(request, '/suche?q=Feuerwehren');
  expect(status).toBe(200);
  expect(ssrSlot(html)).toContain(stemmed?.title ?? 'missing');

  const errors = collectConsoleErrors(page);
  await page.goto('/suche?q=Feuerwehren');
  await waitForArticles(page);
  await expect(page.getByRole('link', { name: stemmed?.title ?? 'missing' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Feuerwehren');
  expect(errors).toEqual([]);
});

test('"Häuser" finds the article about houses, including compounds like Reihenhäuser in the teaser', async ({
  request,
}) => {
  const { html } = await documentHtml(request, '/suche?q=H%C3%A4user');
  expect(ssrSlot(html)).toContain('140 Häuser sollen bis 2028 entstehen');
});

test('an empty query shows just the form, without results or errors', async ({ page, request }) => {
  for (const path of ['/suche', '/suche?q=', '/suche?q=%20%20']) {
    const { status, html } = await documentHtml(request, path);
    expect(status).toBe(200);
    const slot = ssrSlot(html);
    expect(slot).toContain('role="search"');
    expect(slot).not.toContain('Treffer');
    expect(slot).not.toContain('role="alert"');
  }
  await page.goto('/suche');
  await waitForArticles(page);
  await expect(page.getByRole('button', { name: 'Suchen' })).toBeVisible();
});

test('no hits give "Keine Treffer für „…“"', async ({ page }) => {
  await page.goto('/suche?q=Zzyzxquatsch');
  await waitForArticles(page);
  await expect(page.getByText('Keine Treffer für „Zzyzxquatsch“')).toBeVisible();
});

test('an over-long query shows the German error (400), never a 500', async ({ page, request }) => {
  const long = 'Rheinau'.repeat(30);
  const { status, html } = await documentHtml(request, `/suche?q=${long}`);
  expect(status).toBe(400);
  expect(ssrSlot(html)).toContain('Ihr Suchbegriff ist zu lang. Bitte verwenden Sie höchstens 200 Zeichen.');
  const errors = collectConsoleErrors(page);
  const failed = collectFailedResponses(page);
  await page.goto(`/suche?q=${long}`);
  await waitForArticles(page);
  await expect(page.getByRole('alert')).toHaveText(/zu lang/);
  // The only error is the browser's own note about the 400 document; the API was not asked.
  expect(failed).toEqual(['400 /suche']);
  expect(errors).toEqual([
    'Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ]);
});

test('searching from the form navigates in the app and shows the results and the query in the URL', async ({
  page,
}) => {
  await page.goto('/suche');
  await waitForArticles(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Feuerwehren');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/suche\?q=Feuerwehren$/);
  await expect(page.getByText(/Treffer für „Feuerwehren“/)).toBeVisible();
  // no page load happened: the marker on window survived
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await expect(page).toHaveTitle(/^Suche nach „Feuerwehren“/);
});
