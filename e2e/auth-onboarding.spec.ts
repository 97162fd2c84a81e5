import { expect, test, type Page } from '@playwright/test';
import {
  confirmEmail,
  confirmEmailStep,
  dialogFrame,
  openSite,
  registerAndConfirm,
  registerThroughOverlay,
  uniqueAddress,
} from './authHelpers';

const password = 'Willkommens-Passwort-1';
const onboardingDialog = (page: Page) => page.getByRole('dialog', { name: 'Willkommen' });
const onboardingStatus = async (page: Page) =>
  (await (await page.request.get('/api/onboarding')).json()) as { isOnboardingCompleted: boolean };

test('a new reader is offered the onboarding once the address is confirmed, and completes it', async ({
  page,
}) => {
  const email = uniqueAddress('willkommen');
  await openSite(page, '/#register');
  await registerThroughOverlay(page, { firstName: 'Wilma', lastName: 'Neu', email, password });
  // not signed in before the address is confirmed: the dialog asks for that, no onboarding
  await expect(confirmEmailStep(page)).toBeVisible();
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
  await expect(onboardingDialog(page)).toHaveCount(0);

  await confirmEmail(page, email);
  // the confirmed registration is offered the onboarding (onboardingpopup_afterregistration_enabled for rb)
  await expect(onboardingDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/#onboarding$/);
  expect((await onboardingStatus(page)).isOnboardingCompleted).toBe(false);
  await dialogFrame(page).getByRole('button', { name: 'Los geht’s' }).click();
  await expect(onboardingDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  expect((await onboardingStatus(page)).isOnboardingCompleted).toBe(true);

  // completed: the hash is cleared from now on
  await page.evaluate(() => (location.hash = 'onboarding'));
  await expect(page).toHaveURL(/\/$/);
  await expect(onboardingDialog(page)).toHaveCount(0);
});

test('#onboarding opens only for a logged-in reader who has not completed it; a login offers nothing', async ({
  page,
  baseURL,
}) => {
  await openSite(page, '/#onboarding');
  await expect(page).toHaveURL(/\/$/);
  await expect(onboardingDialog(page)).toHaveCount(0);

  const email = uniqueAddress('spaeter');
  // with every registration field: a missing one would be asked for instead of the onboarding
  await registerAndConfirm(page, baseURL, {
    salutation: 'Herr',
    firstName: 'Sven',
    lastName: 'Später',
    email,
    password,
  });
  // the confirmation offers the onboarding; the reader puts it off
  await expect(onboardingDialog(page)).toBeVisible();
  await dialogFrame(page).getByRole('button', { name: 'Abbrechen' }).click();
  await expect(onboardingDialog(page)).toHaveCount(0);

  await page.goto('/?logout');
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
  await page.locator('a.shell-account').click();
  const frame = dialogFrame(page);
  await frame.getByLabel('E-Mail-Adresse').fill(email);
  await frame.getByLabel('Passwort').fill(password);
  const statusRead = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/onboarding');
  await frame.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.locator('a.shell-account')).toHaveText('Sven');
  await statusRead;
  // rb does not offer it after a login (onboardingpopup_afterlogin_enabled false) …
  await expect(page.locator('.shell-overlay')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  // … but the reader may still open it
  await page.evaluate(() => (location.hash = 'onboarding'));
  await expect(onboardingDialog(page)).toBeVisible();
});
