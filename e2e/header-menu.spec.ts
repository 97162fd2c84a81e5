import { expect, test } from '@playwright/test';
import { openSite } from './authHelpers';
import { chooseNecessaryOnly, logInAs, plusTeasers, readers } from './paywallHelpers';
import { waitForArticles } from './readingHelpers';

test('the "Menü" button opens the main navigation as a sidebar; Escape closes it and focus returns', async ({
  page,
}) => {
  await openSite(page, '/');
  const button = page.getByRole('button', { name: 'Menü', exact: true });
  const sidebar = page.getByRole('navigation', { name: 'Menü' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar).toBeHidden();

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Menü schließen' })).toBeFocused();
  expect(await sidebar.getByRole('link').count()).toBeGreaterThan(0);

  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  // a link in the sidebar navigates in the app and the route change closes the sidebar
  await button.click();
  const link = sidebar.getByRole('link').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(sidebar).toBeHidden();
});

test('the open menu takes a level of the modal stack (z-index 1000 alone) and gives it back when it closes', async ({
  page,
}) => {
  await openSite(page, '/');
  const sidebar = page.getByRole('navigation', { name: 'Menü' });
  await page.getByRole('button', { name: 'Menü', exact: true }).click();
  await expect(sidebar).toHaveAttribute('data-modal-level', '0');
  await expect(sidebar).toHaveCSS('z-index', '1000');
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(page.locator('[data-modal-level]')).toHaveCount(0);
});

test('a plus reader’s gift panel and the menu share the modal stack: the one opened last is on top, Escape closes it first, the focus returns', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const teaser = (await plusTeasers(request)).at(-1)!;
  await chooseNecessaryOnly(page, origin);
  await logInAs(page, origin, readers.plus);
  await page.goto(teaser.targetPathOrUrl);
  await waitForArticles(page);

  const giftToggle = page.getByRole('button', { name: 'Artikel verschenken' });
  await giftToggle.click();
  const panel = page.getByRole('region', { name: 'Artikel verschenken' });
  await expect(panel).toBeVisible();
  await expect(panel).toHaveCSS('z-index', '1000');

  const menuButton = page.getByRole('button', { name: 'Menü', exact: true });
  await menuButton.click();
  const sidebar = page.getByRole('navigation', { name: 'Menü' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar).toHaveCSS('z-index', '1002');

  // Escape closes the top layer only: the menu; the gift panel stays open
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(panel).toBeVisible();
  await expect(panel).toHaveCSS('z-index', '1000');

  // the next Escape closes the gift panel, and the focus is back on its button
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(giftToggle).toBeFocused();
  await expect(page.locator('[data-modal-level]')).toHaveCount(0);

  // the levels are free again: the menu alone is at the bottom of the stack
  await menuButton.click();
  await expect(sidebar).toHaveCSS('z-index', '1000');
});
