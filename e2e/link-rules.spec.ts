import { expect, test, type Page } from '@playwright/test';
import { openSite } from './authHelpers';

/** Puts a link into the page's main area and clicks it; a marker on window tells whether the page was reloaded. */
async function clickInjectedLink(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    (window as unknown as { __samePage?: boolean }).__samePage = true;
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'Testlink';
    link.id = 'test-link';
    document.getElementById('app-main')?.prepend(link);
  }, href);
  await page.locator('#test-link').click();
}
const samePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

test('a known route is followed in the app, without a page load', async ({ page }) => {
  await openSite(page, '/');
  await clickInjectedLink(page, '/autoren');
  await expect(page).toHaveURL((url) => url.pathname === '/autoren');
  expect(await samePage(page)).toBe(true);
});

test('a link with a query is left to the browser (a page load)', async ({ page }) => {
  await openSite(page, '/');
  await clickInjectedLink(page, '/autoren?quelle=test');
  await expect(page).toHaveURL((url) => url.pathname === '/autoren' && url.search === '?quelle=test');
  await expect.poll(() => samePage(page)).toBe(false);
});

test('a link that matches no route is not followed', async ({ page }) => {
  await openSite(page, '/');
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await clickInjectedLink(page, '/Sport!');
  await expect.poll(() => warnings.some((w) => w.includes('link not followed (block)'))).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await samePage(page)).toBe(true);
});
