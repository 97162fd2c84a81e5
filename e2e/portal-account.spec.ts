import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { openSite, registerAndConfirm, uniqueAddress } from './authHelpers';
import { newestMailTo } from './outbox';

const password = 'Konto-Passwort-2026';

const register = (page: Page, origin: string, email: string) =>
  registerAndConfirm(page, origin, {
    salutation: 'Frau',
    firstName: 'Clara',
    lastName: 'Konto',
    email,
    password,
  });

const loginStatus = async (page: Page, origin: string, identifier: string, secret = password) =>
  (
    await page.request.post('/api/auth/login', {
      headers: { origin },
      data: { identifier, password: secret },
    })
  ).status();

test('/account: profile, e-mail change from the outbox mail, password, data export and deletion', async ({
  page,
  baseURL,
}) => {
  // eight full-cost password checks (registration, logins, changes, deletion) on a shared machine
  test.slow();
  const origin = new URL(baseURL ?? '').origin;
  const email = uniqueAddress('konto');
  await register(page, origin, email);
  await openSite(page, '/account');
  await expect(page.getByRole('heading', { name: 'Mein Konto' })).toBeVisible();

  // profile: the header greets with the new first name
  const profile = page.getByRole('form', { name: 'Persönliche Angaben' });
  await expect(profile.getByLabel('Vorname')).toHaveValue('Clara');
  await expect(profile.getByLabel('Anrede')).toHaveValue('Frau');
  await profile.getByLabel('Vorname').fill('Carla');
  await profile.getByLabel('Anrede').selectOption('Divers');
  await profile.getByRole('button', { name: 'Angaben speichern' }).click();
  await expect(profile.getByRole('status')).toHaveText('Ihre Angaben wurden gespeichert.');
  await expect(page.locator('a.shell-account')).toHaveText('Carla');

  // e-mail change: nothing changes until the link in the mail to the new address is opened
  const newEmail = uniqueAddress('neu-konto');
  const emailForm = page.getByRole('form', { name: 'E-Mail-Adresse ändern' });
  await emailForm.getByLabel('Neue E-Mail-Adresse').fill(newEmail);
  await emailForm.getByLabel('Aktuelles Passwort').fill('falsches-Passwort');
  await emailForm.getByRole('button', { name: 'Bestätigungslink senden' }).click();
  await expect(emailForm.getByRole('alert')).toHaveText('Das aktuelle Passwort ist falsch.');
  await emailForm.getByLabel('Aktuelles Passwort').fill(password);
  await emailForm.getByRole('button', { name: 'Bestätigungslink senden' }).click();
  await expect(emailForm.getByRole('status')).toContainText('Bestätigungslink an die neue Adresse');
  const mail = await newestMailTo(newEmail, 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse');
  const link = new URL(mail.links[0] ?? '/');
  await openSite(page, link.pathname + link.search);
  await expect(page).toHaveURL(/\/account\?emailChanged=1$/);
  await expect(page.getByText('Ihre neue E-Mail-Adresse ist bestätigt.')).toBeVisible();
  expect(await loginStatus(page, origin, email)).toBe(400);
  expect(await loginStatus(page, origin, newEmail)).toBe(200);
  await openSite(page, '/account');

  // password change
  const newPassword = 'Neues-Passwort-2026';
  const passwordForm = page.getByRole('form', { name: 'Passwort ändern' });
  await passwordForm.getByLabel('Aktuelles Passwort').fill(password);
  await passwordForm.getByLabel('Neues Passwort (mindestens 8 Zeichen)').fill(newPassword);
  await passwordForm.getByLabel('Neues Passwort wiederholen').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(passwordForm.getByRole('status')).toContainText('Ihr Passwort wurde geändert.');
  await expect(page.locator('a.shell-account')).toHaveText('Carla');

  // the export downloads everything stored, as JSON
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Meine Daten herunterladen' }).click();
  const file = await (await download).path();
  const data = JSON.parse(await readFile(file, 'utf8')) as {
    account: Record<string, unknown>;
    userData: object;
  };
  expect(data.account).toMatchObject({ email: newEmail, firstName: 'Carla', salutation: 'Divers' });
  expect(Object.keys(data.userData)).toEqual(
    expect.arrayContaining(['articleBookmarks', 'feedBookmarks', 'onboarding', 'creditPurchases']),
  );

  // deletion: say what ends and what is kept, ask for the password, then the login fails
  await page.getByRole('button', { name: 'Konto löschen …' }).click();
  const deletion = page.getByRole('region', { name: 'Konto löschen' });
  await expect(deletion.getByText('Sie haben kein laufendes Abo.')).toBeVisible();
  await expect(deletion.getByText(/Rechnungen und Bestellungen bewahren wir auf/)).toBeVisible();
  await deletion.getByLabel('Zur Bestätigung Ihr Passwort').fill(newPassword);
  await deletion.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page.getByText('Ihr Konto wurde gelöscht.')).toBeVisible();
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
  expect(await loginStatus(page, origin, newEmail, newPassword)).toBe(400);
});
