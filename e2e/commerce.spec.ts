import { expect, test, type Page } from '@playwright/test';
import {
  confirmEmail,
  confirmEmailStep,
  openSite,
  registerThroughOverlay,
  uniqueAddress,
} from './authHelpers';
import { paidSentences, plusTeasers, registerReader, type PlusTeaser } from './paywallHelpers';
import { waitForArticles } from './readingHelpers';

/**
 * Selling (issue 14) in Chromium: a new reader buys plus at the checkout with the test payment method and reads a
 * plus article without logging in again, cancels at /account/abo and keeps access; another buys a 5-coin pack.
 */

const origin = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

/** Fills the checkout's address and orders (a double click: it must buy once). */
async function orderAtCheckout(page: Page): Promise<void> {
  await page.getByLabel('Straße und Hausnummer').fill('Rheinstraße 12');
  await page.getByLabel('Postleitzahl').fill('55116');
  await page.getByLabel('Ort').fill('Mainz');
  await expect(page.getByRole('radio', { name: /Testzahlung/ })).toBeChecked();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible({
    timeout: 20_000,
  });
}

test('a new reader buys plus, reads a plus article without logging in again, cancels and keeps access', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueAddress('plus-kauf');
  await openSite(page, '/account#register');
  await registerThroughOverlay(page, {
    firstName: 'Paula',
    lastName: 'Plus',
    email,
    password: 'Ein-Passwort-2026',
  });
  await expect(confirmEmailStep(page)).toBeVisible();
  await confirmEmail(page, email);
  // the link signs the reader in (and lands on the home page)
  await openSite(page, '/account');
  await expect(page.getByText('Hallo Paula!')).toBeVisible();

  // a plus article the new reader may not read yet
  let locked: PlusTeaser | undefined;
  for (const teaser of await plusTeasers(request)) {
    if ((await page.request.get(`/api/paywall/articles/${teaser.documentId}`)).status() === 403) {
      locked = teaser;
      break;
    }
  }
  expect(locked, 'a plus article locked for a new reader').toBeDefined();

  await page.goto('/order');
  const offer = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'plus Monatsabo' }) });
  await expect(offer).toContainText('monatlich');
  await expect(offer).toContainText('Alle plus-Artikel');
  await offer.getByRole('link', { name: 'plus Monatsabo bestellen' }).click();
  await expect(page).toHaveURL(/\/order\/checkout\?produkt=plus-monthly$/);
  const summary = page.getByRole('region', { name: 'Ihre Bestellung' });
  await expect(summary).toContainText('plus Monatsabo');
  await expect(page.getByLabel('Vorname')).toHaveValue('Paula');
  await orderAtCheckout(page);
  await expect(page).toHaveURL(/\/order\/checkout\?erfolg=plus-monthly$/);

  const orders = (await (await page.request.get('/api/plenigo/orders')).json()) as unknown[];
  expect(orders, 'the double click bought once').toHaveLength(1);

  // the same session, no new login: the server-rendered article carries the paid text
  const [sentence] = await paidSentences(page, origin(baseURL), locked!.documentId);
  await page.goto(locked!.targetPathOrUrl);
  await waitForArticles(page);
  await expect(page.locator('.ar-article__body')).toContainText(sentence!);

  await page.goto('/account/abo');
  const subscription = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'plus Monatsabo' }) });
  await expect(subscription).toContainText('Nächste Verlängerung');
  await subscription.getByRole('button', { name: 'Abo kündigen' }).click();
  const confirm = page.getByRole('group', { name: 'Kündigung von plus Monatsabo bestätigen' });
  await expect(confirm.getByRole('button', { name: 'Jetzt kündigen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(subscription).toContainText('Ihr Abo ist gekündigt');
  await expect(subscription).toContainText('Endet am');
  await expect(subscription.getByRole('button', { name: 'Abo kündigen' })).toHaveCount(0);

  // after the cancellation reached identity, a fresh token still carries plus until the end date
  await expect
    .poll(async () => {
      await page.request.get('/api/validate?forceRefresh=true');
      return (await page.request.get(`/api/paywall/articles/${locked!.documentId}`)).status();
    })
    .toBe(200);
  await page.reload();
  await expect(subscription).toContainText('Ihr Abo ist gekündigt');
  await page.goto(locked!.targetPathOrUrl);
  await waitForArticles(page);
  await expect(page.locator('.ar-article__body')).toContainText(sentence!);
});

test('a reader buys a 5-coin pack on /account/coins and sees the count there', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'news_consent', value: '4.necessary', url: origin(baseURL) }]);
  await registerReader(page, origin(baseURL), 'coins-kauf');
  await page.goto('/account/coins');
  await page.getByRole('link', { name: '5 Coins kaufen' }).click();
  await expect(page).toHaveURL(/\/order\/checkout\?produkt=coins-5$/);
  await expect(page.getByRole('region', { name: 'Ihre Bestellung' })).toContainText('4,50');
  await orderAtCheckout(page);
  await page.getByRole('link', { name: 'Zu meinen Coins' }).click();
  await expect(page).toHaveURL(/\/account\/coins$/);
  await expect(page.locator('.pt-balance')).toHaveText('Ihr Guthaben: 5 Coins');
  await expect(page.locator('a.shell-coins')).toHaveText('5 Coins');
});
