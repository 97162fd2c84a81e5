import { expect, test, type Page } from '@playwright/test';
import { dialogFrame, loginDialog, openSite, registerAndConfirm, uniqueAddress } from './authHelpers';

const password = 'Ohne-Anrede-2026';
const completeDialog = (page: Page) => page.getByRole('dialog', { name: 'Registrierung abschließen' });

test('a reader with missing registration fields is asked for them after a login, not offered the onboarding', async ({
  page,
  baseURL,
}) => {
  // a reader who never gave a salutation (registered by an app that does not ask for it)
  const email = uniqueAddress('ohne-anrede');
  await registerAndConfirm(page, baseURL, { firstName: 'Greta', lastName: 'Ganz', email, password });
  await expect(completeDialog(page)).toBeVisible();
  await dialogFrame(page).getByRole('button', { name: 'Abbrechen' }).click();
  await expect(completeDialog(page)).toHaveCount(0);

  // a later login through the #login overlay asks again, instead of the onboarding
  await openSite(page, '/?logout');
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
  await page.locator('a.shell-account').click();
  await expect(loginDialog(page)).toBeVisible();
  const frame = dialogFrame(page);
  await frame.getByLabel('E-Mail-Adresse').fill(email);
  await frame.getByLabel('Passwort').fill(password);
  await frame.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.locator('a.shell-account')).toHaveText('Greta');
  await expect(completeDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/#complete-registration$/);
  await expect(page.getByRole('dialog', { name: 'Willkommen' })).toHaveCount(0);

  await dialogFrame(page).getByLabel('Anrede').selectOption('none');
  await dialogFrame(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(completeDialog(page)).toHaveCount(0);
  const missing = await page.request.get('/api/mein/oauth2/registration/form/missing-fields');
  expect(await missing.json()).toEqual({ missingFields: [] });
});
