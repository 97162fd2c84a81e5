import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors';
import { contentJson, waitForArticles } from './readingHelpers';

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
  await page.goto('/');
  await waitForArticles(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const link = page.getByRole('link', { name: target?.title ?? '' }).first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target?.targetPathOrUrl ?? ''}$`));
  await expect(page.getByRole('heading', { level: 1, name: target?.title ?? '' })).toBeVisible();
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
  await page.goto('/schlagzeilen');
  await waitForArticles(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/content/v5/headlines?page=2', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Nächste Seite' }).click();
  const root = page.locator('#slot-mf-articles .ar-root');
  await expect(root).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Wird geladen …' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Schlagzeilen' })).toBeVisible();
  release();
  await expect(root).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('.ui-headline__number').first()).toHaveText('21.');
});
