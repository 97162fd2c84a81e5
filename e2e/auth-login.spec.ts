import { expect, test } from '@playwright/test';
import {
  demoReader,
  dialogFrame,
  logInThroughOverlay,
  loginDialog,
  markWindow,
  openSite,
  windowMarked,
} from './authHelpers';

test('logging in through the #login overlay updates the header without a reload; ?logout logs out', async ({
  page,
}) => {
  await openSite(page, '/');
  const account = page.locator('a.shell-account');
  await expect(account).toHaveText('Anmelden');
  await expect(account).toHaveAttribute('href', '#login');
  await markWindow(page);

  await account.click();
  await expect(page).toHaveURL(/#login$/);
  await expect(loginDialog(page)).toBeVisible();
  await expect(page.locator('iframe.shell-overlay__frame')).toHaveAttribute(
    'src',
    /\/__mein-portal\/dialog-flow\/login\?isnative=0$/,
  );

  await logInThroughOverlay(page);
  await expect(loginDialog(page)).toHaveCount(0);
  await expect(account).toHaveText(demoReader.firstName);
  await expect(account).toHaveAttribute('href', '/account');
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  expect(await windowMarked(page)).toBe(true);
  const session = await (await page.request.get('/api/validate')).json();
  expect(session).toMatchObject({ isLoggedIn: true, user: { email: demoReader.email } });

  await page.goto('/?logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Erfolgreich ausgeloggt' })).toBeVisible();
  await expect(account).toHaveText('Anmelden');
  expect((await (await page.request.get('/api/validate')).json()).isLoggedIn).toBe(false);
});

test('a protected route asks for the login and continues there after it', async ({ page, context }) => {
  await openSite(page, '/account');
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/account#login$/);
  const stored = (await context.cookies()).find((c) => c.name === 'news_redirect_after_login');
  expect(stored?.value).toBe(encodeURIComponent('/account'));
  expect(stored?.sameSite).toBe('Lax');
  expect(stored?.httpOnly).toBe(false);

  await markWindow(page);
  await logInThroughOverlay(page);
  await expect(loginDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Hallo ${demoReader.firstName}!`)).toBeVisible();
  await expect(page.getByText(demoReader.email)).toBeVisible();
  expect(await windowMarked(page)).toBe(true);
  expect((await context.cookies()).some((c) => c.name === 'news_redirect_after_login')).toBe(false);

  // the portal's logout button ends the session and leaves the protected route
  await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
});

test('wrong credentials show the German message of the server inside the dialog', async ({ page }) => {
  await openSite(page, '/#login');
  const frame = dialogFrame(page);
  await frame.getByLabel('E-Mail-Adresse').fill(demoReader.email);
  await frame.getByLabel('Passwort').fill('falsches-passwort');
  await frame.getByRole('button', { name: 'Anmelden' }).click();
  await expect(frame.getByRole('alert')).toBeVisible();
  await expect(frame.getByRole('alert')).not.toHaveText(/^\s*$/);
  await expect(loginDialog(page)).toBeVisible();
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
});
