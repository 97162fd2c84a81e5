import { expect, test } from '@playwright/test';
import { demoReader, logInByApi, openSite } from './authHelpers';
import { partnerOrigin } from './playwright.config';

const prompt = 'Bitte melden Sie sich an, um diesen Bereich zu nutzen.';

test('the portal asks for a login only on routes that need one', async ({ page }) => {
  await openSite(page, '/newsletters');
  await expect(page.getByText(prompt)).toBeVisible();
  for (const path of ['/bookmarks', '/read-articles', '/error/login-failed']) {
    await openSite(page, path);
    await expect(page.locator('#slot-mf-portal h1')).toBeVisible();
    await expect(page.getByText(prompt)).toHaveCount(0);
  }
});

test('the error page explains its key in German; a mangled reset link ends there', async ({ page }) => {
  await openSite(page, '/change-password/kaputt');
  await expect(page).toHaveURL(/\/error\/password-reset-link-invalid$/);
  await expect(page.getByRole('heading', { name: 'Es ist ein Fehler aufgetreten' })).toBeVisible();
  await expect(page.getByText(/Link zum Zurücksetzen Ihres Passworts ist ungültig/)).toBeVisible();
  await expect(page.getByText(prompt)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Neuen Link anfordern' }).click();
  await expect(page.getByRole('dialog', { name: 'Passwort vergessen' })).toBeVisible();

  await openSite(page, '/error/gibt-es-nicht');
  await expect(
    page.getByText('Leider ist etwas schiefgegangen. Bitte versuchen Sie es später noch einmal.'),
  ).toBeVisible();
});

test('the portal takes the session from the shell: one session request per page', async ({
  page,
  baseURL,
}) => {
  await logInByApi(page, baseURL);
  const sessionRequests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/validate') sessionRequests.push(req.url());
  });
  await openSite(page, '/account');
  await expect(page.getByText(`Hallo ${demoReader.firstName}!`)).toBeVisible();
  await expect(page.locator('a.shell-account')).toHaveText(demoReader.firstName);
  expect(sessionRequests).toHaveLength(1);
});

test('a failed payment session shows a notice on the account page instead of blocking it', async ({
  page,
  baseURL,
}) => {
  await logInByApi(page, baseURL);
  await page.route('**/api/plenigo/session', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503}' }),
  );
  await openSite(page, '/account');
  await expect(page.getByText(`Hallo ${demoReader.firstName}!`)).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Ihre Abo- und Zahlungsdaten können wir gerade nicht laden.' }),
  ).toBeVisible();

  await page.unroute('**/api/plenigo/session');
  await openSite(page, '/account');
  await expect(page.getByText(`Hallo ${demoReader.firstName}!`)).toBeVisible();
  await expect(page.getByText('Ihre Abo- und Zahlungsdaten können wir gerade nicht laden.')).toHaveCount(0);
});

test('the reader lists of the dialog layout may be framed like the dialog', async ({ request }) => {
  for (const path of ['/__mein-portal/bookmarks', '/__mein-portal/read-articles']) {
    const res = await request.get(path);
    expect(res.headers()['content-security-policy']).toContain(`frame-ancestors 'self' ${partnerOrigin}`);
  }
  const account = await request.get('/account');
  expect(account.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
});
