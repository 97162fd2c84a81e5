import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openSite } from './authHelpers';
import { e2ePort } from './playwright.config';

const laOrigin = `http://la.localhost:${e2ePort}`;
const flutterAgent =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 NewsFlutterApp/2.4.0';

test('the breaking news shows under the header, is closed by keyboard, and stays closed after a reload', async ({
  page,
}) => {
  await openSite(page, '/');
  const banner = page.getByRole('complementary', { name: 'Eilmeldung' });
  await expect(banner).toBeVisible();
  const link = banner.getByRole('link', { name: /Großbrand in Lagerhalle/ });
  await expect(link).toHaveAttribute('href', /^\/[a-z0-9-]+-\d+$/);
  // the banner is the first thing under the header
  expect(
    await page.evaluate(() => document.querySelector('header.shell-header')?.nextElementSibling?.tagName),
  ).toBe('ASIDE');
  const axe = await new AxeBuilder({ page }).include('.shell-breaking').analyze();
  expect(axe.violations).toEqual([]);

  const close = banner.getByRole('button', { name: 'Eilmeldung ausblenden' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(page.locator('#app-main')).toBeFocused();

  await page.reload();
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await expect(page.locator('.shell-breaking')).toBeHidden();
  // hidden by the document's own script and style, before the shell ran
  expect(await page.locator('html').getAttribute('data-breaking-dismissed')).toBe(
    await page.locator('.shell-breaking').getAttribute('data-breaking-id'),
  );
});

test('each brand has its own breaking news', async ({ page }) => {
  await page.goto(`${laOrigin}/`);
  await expect(
    page.getByRole('complementary', { name: 'Eilmeldung' }).getByRole('link', { name: /Felssturz/ }),
  ).toBeVisible();
});

test('display flags: ressort labels on the home mix and the rainbow logo follow the brand’s settings', async ({
  page,
}) => {
  // rb: ressort_label_homemix_enabled on (default), xp_lgbtqi_logo_enabled off (default)
  await page.goto('/');
  const top = page.getByRole('region', { name: 'Top-Themen' });
  await expect(top.locator('.ui-teaser__ressort').first()).toBeVisible();
  expect(await top.locator('.ui-teaser__ressort').count()).toBe(await top.locator('.ui-teaser').count());
  await expect(page.locator('a.shell-brand')).not.toHaveClass(/shell-brand--xp-lgbtqi/);

  // la: both flipped in its settings
  await page.goto(`${laOrigin}/`);
  await expect(page.getByRole('region', { name: 'Top-Themen' }).locator('.ui-teaser').first()).toBeVisible();
  await expect(page.locator('.ui-teaser__ressort')).toHaveCount(0);
  await expect(page.locator('a.shell-brand')).toHaveClass(/shell-brand--xp-lgbtqi/);
  expect(
    await page.locator('a.shell-brand').evaluate((el) => getComputedStyle(el).borderBottomWidth),
  ).not.toBe('0px');
});

test.describe('the Flutter app (user agent)', () => {
  test.use({ userAgent: flutterAgent });

  test('is an app reader: no consent layer, and a guarded route goes to the native login page', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
    await expect(page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeHidden();

    const nativeLogin = /\/__mein-portal\/dialog-flow\/login\?isnative=1&redirect=%2Faccount$/;
    await page.goto('/account');
    await expect(page).toHaveURL(nativeLogin);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('the app query isflutter=1 makes an app reader too; a browser is asked for consent', async ({
  page,
  browser,
}) => {
  await page.goto('/?isflutter=1');
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await expect(page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeHidden();

  const plain = await browser.newPage();
  await plain.goto(`http://localhost:${e2ePort}/`);
  await expect(plain.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeVisible();
  await plain.close();
});
