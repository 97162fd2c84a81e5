import { expect, test } from '@playwright/test';
import {
  confirmEmail,
  confirmEmailStep,
  demoReader,
  dialogFrame,
  logInByApi,
  markWindow,
  openSite,
  registerAndConfirm,
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
  // no session before the address is confirmed: the dialog asks for that, with the address
  await expect(confirmEmailStep(page)).toBeVisible();
  await expect(confirmEmailStep(page)).toBeFocused();
  await expect(dialogFrame(page).getByText(email)).toBeVisible();
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
  expect((await (await page.request.get('/api/validate')).json()).isLoggedIn).toBe(false);
  expect(await windowMarked(page)).toBe(true);

  const mail = await newestMailTo(email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse');
  const link = mail.links.find((l) => l.includes('/api/auth/email-confirmation'));
  expect(link).toBeDefined();
  await page.goto(new URL(link ?? '/').pathname + new URL(link ?? '/').search);
  // the app server signs the reader in and redirects to /?emailConfirmed=1: a notice, the reader's name
  await expect(
    page.getByRole('status').filter({ hasText: 'Ihre E-Mail-Adresse ist bestätigt.' }),
  ).toBeVisible();
  await expect(page.locator('a.shell-account')).toHaveText('Greta');
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

test('an unconfirmed address signs nobody in with its password; the dialog sends the confirmation mail again', async ({
  page,
  baseURL,
}) => {
  const email = uniqueAddress('unbestaetigt');
  const registered = await page.request.post('/api/auth/register', {
    headers: { origin: new URL(baseURL ?? '').origin },
    data: { firstName: 'Uwe', lastName: 'Unbestätigt', email, password },
  });
  expect(registered.status()).toBe(200);
  const first = await newestMailTo(email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse');

  await openSite(page, '/');
  await page.locator('a.shell-account').click();
  const frame = dialogFrame(page);
  await frame.getByLabel('E-Mail-Adresse').fill(email);
  await frame.getByLabel('Passwort').fill(password);
  await frame.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(frame.getByRole('alert')).toContainText('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse');
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
  expect((await (await page.request.get('/api/validate')).json()).isLoggedIn).toBe(false);

  await frame.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }).click();
  await expect(
    frame.getByText(`Wir haben Ihnen eine neue Bestätigungs-E-Mail an ${email} geschickt.`),
  ).toBeVisible();
  await expect
    .poll(async () => (await newestMailTo(email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse')).links[0])
    .not.toBe(first.links[0]);
  await confirmEmail(page, email);
  await expect(page.locator('a.shell-account')).toHaveText('Uwe');
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

test('registering a taken address reads the same and signs nobody in; its owner gets a mail instead', async ({
  page,
}) => {
  await openSite(page, '/#register');
  await registerThroughOverlay(page, {
    firstName: 'Mallory',
    lastName: 'Fremd',
    email: demoReader.email,
    password: 'Fremdes-Passwort-2026',
  });
  await expect(confirmEmailStep(page)).toBeVisible();
  await expect(dialogFrame(page).getByText(demoReader.email)).toBeVisible();
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
  const mail = await newestMailTo(demoReader.email, 'Sie haben bereits ein Konto');
  expect(mail.text).toContain('Passwort vergessen?');
  expect(mail.links.map((l) => new URL(l).hash)).toEqual(['#forgot-password']);
});

test('reset a forgotten password with the link from the outbox', async ({ page, baseURL }) => {
  const email = uniqueAddress('vergesslich');
  await registerAndConfirm(page, baseURL, { firstName: 'Paul', lastName: 'Vogt', email, password });
  // leave the confirmation page first: its shell (already at "/") holds the session and could refresh it after the
  // logout, signing the reader in again before the dialog opens (the forgot-password dialog is for signed-out readers)
  await page.goto('about:blank');
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
