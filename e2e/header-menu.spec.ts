import { expect, test } from '@playwright/test';
import { openSite } from './authHelpers';

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
