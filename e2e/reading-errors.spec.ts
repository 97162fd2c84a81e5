import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors';
import { collectFailedResponses, documentHtml, ssrSlot, waitForArticles } from './readingHelpers';

/** Bad inputs end in the spec's 404 page, server-rendered, never in a 500 or the bare frame. */
const cases: { path: string; message: string }[] = [
  { path: '/themen/abc', message: 'Page Not Found: /themen/abc' },
  { path: '/autor/miriam-klee-abc', message: 'Page Not Found: /autor/miriam-klee-abc' },
  { path: '/suche/0', message: 'Page Not Found: /suche/0' },
  { path: '/suche/-1', message: 'Page Not Found: /suche/-1' },
  { path: '/schlagzeilen/99999', message: 'Page Not Found: /schlagzeilen/99999' },
  { path: '/schlagzeilen/1000', message: 'Page not found: /schlagzeilen/1000' },
  { path: '/neueste-artikel/999', message: 'Page not found: /neueste-artikel/999' },
  { path: '/gibt-es-nicht-seite', message: 'Page not found: /gibt-es-nicht-seite' },
  { path: '/Gross!', message: 'Page not found: /Gross!' },
  { path: '/unbekannter-artikel-999', message: 'Page not found: /unbekannter-artikel-999' },
  { path: '/99999999999999', message: 'Page not found: /99999999999999' },
  { path: '/themen/999999', message: 'Page not found: /themen/999999' },
  {
    path: '/newsletter-anmeldung/gibt-es-nicht',
    message: 'Page not found: /newsletter-anmeldung/gibt-es-nicht',
  },
  { path: '/testbericht/kein-test-999', message: 'Page not found: /testbericht/kein-test-999' },
  { path: '/podcasts/kein-podcast-999', message: 'Page not found: /podcasts/kein-podcast-999' },
  { path: '/lokales/2', message: 'Page not found: /lokales/2' },
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
  await expect(page.getByText('Page Not Found: /themen/abc')).toBeVisible();
  // The only error is the browser's own note about the 404 document; nothing else failed.
  expect(failed).toEqual(['404 /themen/abc']);
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
});
