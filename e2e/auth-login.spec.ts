import { expect, test } from '@playwright/test';
import {
  confirmEmail,
  confirmEmailStep,
  demoReader,
  dialogFrame,
  logInByApi,
  logInThroughOverlay,
  loginDialog,
  logoutToast,
  markWindow,
  openSite,
  registerThroughOverlay,
  uniqueAddress,
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
  await expect(account).toHaveText('Anmelden');
  // spec §4: the "logged out" toast is for native app users only; a web reader sees the logged-out header
  await expect(logoutToast(page)).toHaveCount(0);
  expect((await (await page.request.get('/api/validate')).json()).isLoggedIn).toBe(false);
});

test('native app users get the toast "Erfolgreich ausgeloggt" (isnative=1 or the app cookie)', async ({
  page,
  context,
  baseURL,
}) => {
  await logInByApi(page, baseURL);
  await page.goto('/?logout&isnative=1');
  await expect(logoutToast(page)).toBeVisible();
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
  await expect(page).toHaveURL(/\/\?isnative=1$/);

  // the app's cookie marks a native page just as well; the header's logout button ends the session
  await context.addCookies([{ name: 'news_native', value: '1', url: baseURL ?? '' }]);
  await logInByApi(page, baseURL);
  await openSite(page, '/');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
  await expect(logoutToast(page)).toBeVisible();
});

test('a protected route asks for the login and continues there after it', async ({ page, context }) => {
  await openSite(page, '/account');
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/account#login$/);
  const stored = (await context.cookies()).find((c) => c.name === 'news_redirect_after_login');
  expect(stored?.value).toBe(encodeURIComponent('/account'));
  expect(stored?.sameSite).toBe('Lax');
  expect(stored?.httpOnly).toBe(false);
  // spec §9: 720 hours
  expect(stored?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 719 * 3600);

  await markWindow(page);
  await logInThroughOverlay(page);
  await expect(loginDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Hallo ${demoReader.firstName}!`)).toBeVisible();
  await expect(page.getByText(demoReader.email, { exact: true })).toBeVisible();
  expect(await windowMarked(page)).toBe(true);
  // the shell forgets the target once it was used (after the session refresh that follows the login)
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'news_redirect_after_login'))
    .toBe(false);

  // the portal's logout button ends the session and leaves the protected route
  await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
});

test('?register on a protected route asks for the registration instead of the login', async ({
  page,
  context,
}) => {
  await openSite(page, '/account?register');
  const registration = page.getByRole('dialog', { name: 'Registrieren' });
  await expect(registration).toBeVisible();
  await expect(page).toHaveURL(/\/account#register$/);
  await expect(loginDialog(page)).toHaveCount(0);
  const stored = (await context.cookies()).find((c) => c.name === 'news_redirect_after_login');
  expect(stored?.value).toBe(encodeURIComponent('/account'));

  await markWindow(page);
  const email = uniqueAddress('abo');
  await registerThroughOverlay(page, {
    firstName: 'Jonas',
    lastName: 'Kern',
    email,
    password: 'Ein-Passwort-2026',
  });
  await expect(confirmEmailStep(page)).toBeVisible();
  expect(await windowMarked(page)).toBe(true);
  // the mail's link signs the reader in; /account then greets them
  await confirmEmail(page, email);
  await expect(page.locator('a.shell-account')).toHaveText('Jonas');
  await page.goto('/account');
  await expect(page.getByText('Hallo Jonas!')).toBeVisible();
});

test('wrong credentials show the German message of the server inside the dialog', async ({ page }) => {
  await openSite(page, '/#login');
  const frame = dialogFrame(page);
  await frame.getByLabel('E-Mail-Adresse').fill(demoReader.email);
  await frame.getByLabel('Passwort').fill('falsches-passwort');
  await frame.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(frame.getByRole('alert')).toBeVisible();
  await expect(frame.getByRole('alert')).not.toHaveText(/^\s*$/);
  await expect(loginDialog(page)).toBeVisible();
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
});
