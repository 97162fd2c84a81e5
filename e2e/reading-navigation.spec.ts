import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors';
import { contentJson, waitForArticles } from './readingHelpers';

/** Data saver on: the shell prefetches nothing, so every page-data request comes from a navigation. */
const withoutPrefetching = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  );

test('a click from home to an article loads it in the app, updates the title and scrolls to the top', async ({
  page,
  request,
}) => {
  const home = await contentJson<{ sections: { teasers: { title: string; targetPathOrUrl: string }[] }[] }>(
    request,
    'home',
  );
  const target = home.sections[1]?.teasers[0] ?? home.sections[0]?.teasers[1];
  expect(target).toBeDefined();
  const errors = collectConsoleErrors(page);
  await withoutPrefetching(page);
  const requests: { path: string; type: string }[] = [];
  page.on('request', (req) => requests.push({ path: new URL(req.url()).pathname, type: req.resourceType() }));
  await page.goto('/');
  await waitForArticles(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const link = page.getByRole('link', { name: target?.title ?? '' }).first();
  await link.scrollIntoViewIfNeeded();
  requests.length = 0;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target?.targetPathOrUrl ?? ''}$`));
  await expect(page.getByRole('heading', { level: 1, name: target?.title ?? '' })).toBeVisible();
  // The app loaded the page data of the new path with fetch, and no document.
  expect(requests).toContainEqual({ path: `${target?.targetPathOrUrl ?? ''}/_payload.json`, type: 'fetch' });
  expect(requests.filter((r) => r.type === 'document')).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await expect(page).toHaveTitle(
    new RegExp(`^${(target?.title ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.locator('.ar-home')).toBeVisible();
  expect(errors).toEqual([]);
});

test('while the next page loads the old one stays, marked busy with "Wird geladen …"', async ({ page }) => {
  await withoutPrefetching(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const heldRequests: string[] = [];
  // The browser loads the next page's data from its payload URL; hold it until the busy state is checked.
  await page.route('**/schlagzeilen/2/_payload.json', async (route) => {
    heldRequests.push(route.request().resourceType());
    await held;
    await route.continue();
  });
  await page.goto('/schlagzeilen');
  await waitForArticles(page);
  await page.getByRole('link', { name: 'Nächste Seite' }).click();
  await expect.poll(() => heldRequests).toEqual(['fetch']);
  const root = page.locator('#slot-mf-articles .ar-root');
  await expect(root).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Wird geladen …' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Schlagzeilen' })).toBeVisible();
  release();
  await expect(root).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('.ui-headline__number').first()).toHaveText('21.');
});
