import { expect, test } from '@playwright/test';
import {
  dialogFrame,
  logInByApi,
  markWindow,
  openSite,
  registerThroughOverlay,
  uniqueAddress,
  windowMarked,
} from './authHelpers';
import { newestMailTo } from './outbox';

const password = 'Sicheres-Passwort-2026';

test('register, confirm the e-mail from the outbox, log out and log in again through the overlay', async ({
  page,
}) => {
  const email = uniqueAddress('neu');
  await openSite(page, '/#register');
  await markWindow(page);
  await registerThroughOverlay(page, { firstName: 'Greta', lastName: 'Lindner', email, password });
  await expect(page.locator('a.shell-account')).toHaveText('Greta');
  // spec §4: a new reader with an unconfirmed address is asked to confirm it
  await expect(page.getByRole('dialog', { name: 'E-Mail-Adresse bestätigen' })).toBeVisible();
  // the frame got the session from the page's shell over the bridge
  await expect(dialogFrame(page).getByText(email)).toBeVisible();
  expect(await windowMarked(page)).toBe(true);

  const mail = await newestMailTo(email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse');
  const link = mail.links.find((l) => l.includes('/api/auth/email-confirmation'));
  expect(link).toBeDefined();
  await page.goto(new URL(link ?? '/').pathname + new URL(link ?? '/').search);
  // the app server redirects to /?emailConfirmed=1: a notice, and the shell refreshes the token at once
  await expect(
    page.getByRole('status').filter({ hasText: 'Ihre E-Mail-Adresse ist bestätigt.' }),
  ).toBeVisible();
  // (the new reader is also offered the onboarding then, see auth-onboarding.spec.ts)
  await expect(page).toHaveURL(/\/(#onboarding)?$/);
  await expect
    .poll(async () => (await (await page.request.get('/api/validate')).json()).hasVerifiedEmail)
    .toBe(true);
  await page.evaluate(() => (location.hash = 'verify-email'));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.shell-overlay')).toHaveCount(0);

  await page.goto('/?logout');
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
  await markWindow(page);
  await page.locator('a.shell-account').click();
  const frame = dialogFrame(page);
  await frame.getByLabel('E-Mail-Adresse').fill(email);
  await frame.getByLabel('Passwort').fill(password);
  await frame.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.locator('a.shell-account')).toHaveText('Greta');
  await expect(page.locator('.shell-overlay')).toHaveCount(0);
  expect(await windowMarked(page)).toBe(true);

  await page.goto('/?logout');
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
  await expect(page).toHaveURL(/\/$/);
  expect((await (await page.request.get('/api/validate')).json()).isLoggedIn).toBe(false);
});

test('a failed confirmation link and a failed Apple sign-in are explained in German', async ({ page }) => {
  await page.goto('/api/auth/email-confirmation?confirmation=falsch');
  await expect(page.getByRole('alert').filter({ hasText: 'Bestätigungslink ist ungültig' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await openSite(page, '/?loginFailed=apple');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Die Anmeldung mit Apple hat leider nicht geklappt.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a client-side navigation with ?userState refreshes the token', async ({ page, baseURL }) => {
  await logInByApi(page, baseURL);
  await openSite(page, '/');
  await expect(page.locator('a.shell-account')).toHaveText('Lena');
  const refreshed = page.waitForRequest((req) => req.url().endsWith('/api/validate?forceRefresh=true'));
  await page.evaluate(() => history.pushState(null, '', '/schlagzeilen?userState'));
  await refreshed;
  await expect(page).toHaveURL(/\/schlagzeilen$/);
});

test('reset a forgotten password with the link from the outbox', async ({ page, baseURL }) => {
  const email = uniqueAddress('vergesslich');
  const registered = await page.request.post('/api/auth/register', {
    headers: { origin: baseURL ?? '' },
    data: { firstName: 'Paul', lastName: 'Vogt', email, password },
  });
  expect(registered.status()).toBe(200);
  await page.request.get('/api/mein/oauth2/logout', { headers: { origin: baseURL ?? '' } });

  await openSite(page, '/#forgot-password');
  const frame = dialogFrame(page);
  await frame.getByLabel('E-Mail-Adresse').fill(email);
  await frame.getByRole('button', { name: 'Link anfordern' }).click();
  const mail = await newestMailTo(email, 'Passwort zurücksetzen');
  const link = mail.links.find((l) => l.includes('/change-password/'));
  expect(link).toBeDefined();

  await page.goto(new URL(link ?? '/').pathname);
  await frame.getByLabel('Neues Passwort', { exact: true }).fill('Ganz-Neues-Passwort-1');
  await frame.getByLabel('Neues Passwort wiederholen').fill('Ganz-Neues-Passwort-1');
  await frame.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.locator('a.shell-account')).toHaveText('Paul');

  const old = await page.request.post('/api/auth/login', {
    headers: { origin: baseURL ?? '' },
    data: { identifier: email, password },
  });
  expect(old.status()).toBe(400);
  const fresh = await page.request.post('/api/auth/login', {
    headers: { origin: baseURL ?? '' },
    data: { identifier: email, password: 'Ganz-Neues-Passwort-1' },
  });
  expect(fresh.status()).toBe(200);
});

test('the sign-in dialog refuses to be framed by a page of another origin', async ({ page, baseURL }) => {
  const dialogUrl = `${baseURL}/__mein-portal/dialog-flow/login`;
  // Same site, other origin: 127.0.0.1 instead of localhost.
  const foreign = (baseURL ?? '').replace('localhost', '127.0.0.1');
  await page.goto(`${foreign}/healthz`);
  await page.setContent(`<iframe id="f" title="fremd" src="${dialogUrl}" width="400" height="400"></iframe>`);
  // Chromium replaces a frame that frame-ancestors forbids with its error page.
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-error://'))).toBe(true);
  await expect(page.frameLocator('#f').getByLabel('E-Mail-Adresse')).toHaveCount(0);

  // the site itself may frame it (that is how the #login overlay works)
  await openSite(page, '/#login');
  await expect(dialogFrame(page).getByLabel('E-Mail-Adresse')).toBeVisible();
});
