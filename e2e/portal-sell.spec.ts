import { DEV_WEBHOOK_SECRET } from '@news/outbox/readWebhookSecret';
import { signWebhook } from '@news/outbox/signWebhook';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { confirmEmail, uniqueAddress } from './authHelpers';
import { newestMailTo } from './outbox';
import { paidSentences, plusTeasers, type PlusTeaser } from './paywallHelpers';
import { waitForArticles } from './readingHelpers';

/**
 * Vouchers, invitations and the plus verification (issue 14) in Chromium: each ends with the reader reading a plus
 * article in the same session, without logging in again. Codes and print subscribers are made per run through the
 * payments service's signed operator imports (the e2e site runs with the development webhook secret), so a
 * data folder kept from an earlier run never holds them redeemed or linked.
 */

const origin = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;
const PASSWORD = 'Ein-Passwort-2026';

/**
 * A new reader, logged in on the page: the one place that makes test readers (registration changes to a double
 * opt-in elsewhere; only this function follows it).
 */
async function newReader(page: Page, site: string, email = uniqueAddress('verkauf')): Promise<string> {
  const registered = await page.request.post(`${site}/api/auth/register`, {
    headers: { origin: site },
    data: { firstName: 'Mia', lastName: 'Muster', email, password: PASSWORD },
  });
  expect(registered.status()).toBe(200);
  await confirmEmail(page, email);
  return email;
}

/**
 * A signed operator import into the payments service (vouchers or print subscribers), sent like the publisher's
 * system: no browser, no reader's cookies (a cookie-bearing POST without the site's origin is refused as CSRF).
 */
async function operatorImport(
  request: APIRequestContext,
  site: string,
  path: string,
  body: unknown,
): Promise<void> {
  const raw = JSON.stringify(body);
  const res = await request.post(`${site}/payments/operator/${path}`, {
    headers: {
      'content-type': 'application/json',
      'x-webhook-signature': signWebhook(raw, DEV_WEBHOOK_SECRET),
    },
    data: raw,
  });
  expect(res.status(), `import of ${path}`).toBe(201);
}

const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** A new single-use voucher of the default brand, for plus (a month) or another product. */
async function issuePlusVoucher(
  request: APIRequestContext,
  site: string,
  productId = 'plus-monthly',
): Promise<string> {
  const code = `E2E-${runId()}`;
  const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
  await operatorImport(request, site, 'vouchers', {
    vouchers: [{ code, mandator: 'rb', productId, expiresAt }],
  });
  return code;
}

/** A plus article the page's reader may not read yet. */
async function lockedPlusArticle(page: Page): Promise<PlusTeaser> {
  for (const teaser of await plusTeasers(page.request))
    if ((await page.request.get(`/api/paywall/articles/${teaser.documentId}`)).status() === 403)
      return teaser;
  throw new Error('no plus article is locked for a new reader');
}

/** Opens the article as the page's reader and finds a sentence of its paid body in the page. */
async function readsPlus(page: Page, site: string, article: PlusTeaser): Promise<void> {
  const [sentence] = await paidSentences(page, site, article.documentId);
  await page.goto(article.targetPathOrUrl);
  await waitForArticles(page);
  await expect(page.locator('.ar-article__body')).toContainText(sentence ?? '');
}

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'news_consent', value: '4.necessary', url: origin(baseURL) }]);
});

test('a new reader redeems a plus voucher at /order/code and reads a plus article without logging in again', async ({
  page,
  request,
  baseURL,
}) => {
  const site = origin(baseURL);
  const code = await issuePlusVoucher(request, site);
  await newReader(page, site);
  const locked = await lockedPlusArticle(page);

  await page.goto('/order/code');
  await expect(page.getByRole('heading', { level: 1, name: 'Code einlösen' })).toBeVisible();
  await page.getByLabel('Ihr Code').fill('GIBT-ES-NICHT-1');
  await page.getByRole('button', { name: 'Code einlösen' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Diesen Code kennen wir nicht/);
  await page.getByLabel('Ihr Code').fill(` ${code.toLowerCase()} `);
  await page.getByRole('button', { name: 'Code einlösen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Code ist eingelöst' })).toContainText(
    'plus Monatsabo',
  );

  const again = await page.request.post('/api/plenigo/vouchers/redeem', {
    headers: { origin: site },
    data: { code },
  });
  expect(await again.json()).toMatchObject({ status: 409, code: 'voucher_already_redeemed' });
  await readsPlus(page, site, locked);

  // /account/abo shows the term the code gave, with its end and nothing to cancel
  await page.goto('/account/abo');
  const terms = page.getByRole('region', { name: 'Zugänge aus Gutscheinen und Einladungen' });
  const term = terms.getByRole('listitem', { name: 'plus Monatsabo' });
  await expect(term).toContainText('Gutschein');
  await expect(term).toContainText('Gültig bis');
  await expect(page.getByRole('button', { name: 'Abo kündigen' })).toHaveCount(0);
});

test('a coin code adds its coins, and the header shows the new count at once', async ({
  page,
  request,
  baseURL,
}) => {
  const site = origin(baseURL);
  const code = await issuePlusVoucher(request, site, 'coins-5');
  await newReader(page, site);
  await page.goto('/order/code');
  await expect(page.locator('a.shell-account')).toBeVisible();
  await expect(page.locator('a.shell-coins')).toHaveCount(0);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByLabel('Ihr Code').fill(code);
  await page.getByRole('button', { name: 'Code einlösen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Code ist eingelöst' })).toContainText(
    'Sie haben jetzt 5 Coins.',
  );
  await expect(page.locator('a.shell-coins')).toHaveText('5 Coins');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a plus reader invites a friend, who accepts from the mail and reads plus', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const site = origin(baseURL);
  // the inviting reader: plus by a voucher
  await newReader(page, site);
  const code = await issuePlusVoucher(request, site);
  await page.goto('/order/code');
  await page.getByLabel('Ihr Code').fill(code);
  await page.getByRole('button', { name: 'Code einlösen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Code ist eingelöst' })).toBeVisible();

  const friendAddress = uniqueAddress('freundin');
  await page.goto('/order/invite');
  await expect(page.getByRole('heading', { level: 1, name: 'Freunde einladen' })).toBeVisible();
  await expect(page.getByText('Sie haben noch niemanden eingeladen.')).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(friendAddress);
  await page.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ist unterwegs' })).toContainText(friendAddress);
  await expect(page.getByRole('listitem').filter({ hasText: friendAddress })).toContainText('offen bis zum');

  const mail = await newestMailTo(friendAddress, 'Mia schenkt Ihnen 30 Tage plus');
  const link = new URL(mail.links[0] ?? '');
  expect(link.pathname).toBe('/order/invite');

  const friendContext = await browser.newContext();
  await friendContext.addCookies([{ name: 'news_consent', value: '4.necessary', url: site }]);
  const friend = await friendContext.newPage();
  await newReader(friend, site, friendAddress);
  const locked = await lockedPlusArticle(friend);
  await friend.goto(link.pathname + link.search);
  await expect(friend.getByText(friendAddress)).toBeVisible();
  await friend.getByRole('button', { name: 'Einladung annehmen' }).click();
  await expect(friend.getByRole('status').filter({ hasText: 'Willkommen bei plus!' })).toContainText(
    'endet der Test von selbst',
  );
  await readsPlus(friend, site, locked);
  await friendContext.close();

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: friendAddress })).toContainText('angenommen am');
});

test('a reader without plus learns at /order/invite why they cannot invite', async ({ page, baseURL }) => {
  await newReader(page, origin(baseURL));
  await page.goto('/order/invite');
  await expect(page.getByText(/Freunde einladen können Leserinnen und Leser mit plus-Abo/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'plus-Angebote ansehen' })).toHaveAttribute('href', '/order');
  await expect(page.getByRole('button', { name: 'Einladung senden' })).toHaveCount(0);
});

test('a print subscriber links the subscription at /account/plus-verification and reads plus', async ({
  page,
  request,
  baseURL,
}) => {
  const site = origin(baseURL);
  const customerNumber = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
  await operatorImport(request, site, 'print-subscribers', {
    subscribers: [{ customerNumber, postcode: '55116', kind: 'print', mandator: 'rb' }],
  });
  await newReader(page, site);
  const locked = await lockedPlusArticle(page);

  await page.goto('/account/plus-verification');
  const tabs = page.getByRole('navigation', { name: 'Bereiche Ihres Kontos' });
  await expect(tabs.getByRole('link', { name: 'Plus freischalten' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Mein Konto' })).toBeVisible();
  await expect(page.getByText('Noch kein Abo verknüpft.')).toBeVisible();

  await page.getByLabel('Kundennummer').fill(customerNumber);
  await page.getByLabel('Postleitzahl der Lieferadresse').fill('10115');
  await page.getByRole('button', { name: 'Abo verknüpfen' }).click();
  await expect(page.getByRole('alert')).toHaveText(/kein Abo gefunden/);

  await page.getByLabel('Postleitzahl der Lieferadresse').fill('55116');
  await page.getByRole('button', { name: 'Abo verknüpfen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ist verknüpft' })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: `Kundennummer ${customerNumber}` }),
  ).toBeVisible();
  await readsPlus(page, site, locked);
});
