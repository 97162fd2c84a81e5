import { expect, test } from '@playwright/test';
import { demoReader } from './authHelpers';

const nativeLogin = /\/__mein-portal\/dialog-flow\/login\?isnative=1&redirect=%2Faccount$/;

test('a native app user on a guarded route goes to the native login page and returns after the login', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'news_native', value: '1', url: baseURL ?? '' }]);
  const leaving = page.waitForRequest((req) => req.isNavigationRequest() && nativeLogin.test(req.url()));
  await page.goto('/account');
  // a document navigation the app's webview can intercept, not the web dialog
  await leaving;
  await expect(page).toHaveURL(nativeLogin);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // an app that does not intercept it shows the web login as a full page, which continues to `redirect`
  await page.getByLabel('E-Mail-Adresse').fill(demoReader.email);
  await page.getByLabel('Passwort').fill(demoReader.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Hallo ${demoReader.firstName}!`)).toBeVisible();

  // registration-state: a logged-in reader on the login page is sent on to the target
  await page.goto('/__mein-portal/dialog-flow/login?isnative=1&redirect=%2Fnewsletters');
  await expect(page).toHaveURL(/\/newsletters$/);
});
