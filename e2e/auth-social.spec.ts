import { expect, test, type Page } from '@playwright/test';
import { dialogFrame, loginDialog, openSite } from './authHelpers';
import { oauthClient, oauthProviderPort } from './playwright.config';
import { startTestOAuthProvider } from './startTestOAuthProvider';

/** A new reader of the provider per run: the first sign-in creates the account, without a salutation. */
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const user = {
  sub: `e2e-${stamp}`,
  email: `sozial-${stamp}@example.com`,
  given_name: 'Sonja',
  family_name: 'Sozial',
};

let provider: Awaited<ReturnType<typeof startTestOAuthProvider>> | null = null;
test.beforeAll(async () => {
  provider = await startTestOAuthProvider({ port: oauthProviderPort, client: oauthClient, user });
});
test.afterAll(async () => {
  await provider?.close();
});

const account = (page: Page) => page.locator('a.shell-account');
const completeDialog = (page: Page) => page.getByRole('dialog', { name: 'Registrierung abschließen' });

/** From the #login overlay through the provider's consent page back to the site. */
async function signInWithProvider(page: Page): Promise<void> {
  await account(page).click();
  await expect(loginDialog(page)).toBeVisible();
  await dialogFrame(page).getByRole('button', { name: 'Mit Test-Konto anmelden' }).click();
  // the whole page went to the provider (its pages are never framed)
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${oauthProviderPort}/authorize\\?`));
  await page.getByRole('button', { name: 'Als Sonja fortfahren' }).click();
}

test('social sign-in from the login overlay: back on the same page, logged in, missing fields asked for', async ({
  page,
}) => {
  await openSite(page, '/?quelle=e2e');
  await expect(account(page)).toHaveText('Anmelden');
  await signInWithProvider(page);

  // back where the dialog was opened, the marker gone, the header showing the reader without a manual reload
  await expect(account(page)).toHaveText('Sonja');
  await expect(page).toHaveURL(/\/\?quelle=e2e#complete-registration$/);
  // the provider gave no salutation: the complete-registration dialog instead of the onboarding
  await expect(completeDialog(page)).toBeVisible();
  const frame = dialogFrame(page);
  await frame.getByLabel('Anrede').selectOption('Frau');
  await frame.getByRole('button', { name: 'Speichern' }).click();
  await expect(completeDialog(page)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
  const session = await (await page.request.get('/api/validate')).json();
  expect(session).toMatchObject({ isLoggedIn: true, user: { email: user.email, firstName: 'Sonja' } });

  // the next social sign-in of the same reader has nothing left to complete
  await page.goto('/?logout');
  await expect(account(page)).toHaveText('Anmelden');
  await signInWithProvider(page);
  await expect(account(page)).toHaveText('Sonja');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.shell-overlay')).toHaveCount(0);
});

test('the marker of a social sign-in proves nothing without a session', async ({ page }) => {
  await openSite(page, '/?loggedIn=testkonto');
  await expect(page).toHaveURL(/\/$/);
  await expect(account(page)).toHaveText('Anmelden');
  await expect(page.locator('.shell-overlay')).toHaveCount(0);
});

test('social sign-in from the dialog page opened top level returns to its redirect target', async ({
  page,
}) => {
  await page.goto('/__mein-portal/dialog-flow/login?redirect=%2Faccount');
  await page.getByRole('button', { name: 'Mit Test-Konto anmelden' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${oauthProviderPort}/authorize\\?`));
  await page.getByRole('button', { name: 'Als Sonja fortfahren' }).click();
  await expect(page).toHaveURL(/\/account(#complete-registration)?$/);
  await expect(account(page)).toHaveText('Sonja');
  await expect(page.getByText('Hallo Sonja!')).toBeVisible();
});
