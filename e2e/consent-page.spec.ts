import { TCString } from '@iabtechlabtcf/core';
import { expect, test, type Page } from '@playwright/test';
import { startConsentLayer } from './authHelpers';
import { collectConsoleErrors } from './consoleErrors';
import { findArticle, waitForArticles } from './readingHelpers';
import { configuredVendors, vendorRequests } from './vendorHelpers';

/**
 * A link to the consent page of the consent service rejects all consents and reloads the page (spec §2, issue
 * 16): the footer's "Alle Einwilligungen widerrufen" and such a link in an article's text, once the app runs and
 * on an island first view. Brand la, without consent management, just opens the page.
 */

const firstLayer = (page: Page) => page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });
const revokeLink = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: 'Alle Einwilligungen widerrufen' });

/** The demo vendors' marks on <html> (data-demo-vendor-…): what ran on this page. */
const vendorMarks = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.getAttributeNames().filter((name) => name.startsWith('data-demo-vendor-')),
  );

const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((c) => c.name === name)?.value;

/** Marks the page: a reload (a new document) drops the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** After the reload: nothing allowed, no vendor script ran, and the layer does not ask again. */
async function expectAllRejected(page: Page, requestedAfterReload: string[]) {
  await expect.poll(() => cookie(page, 'news_consent')).toBe('4.necessary');
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  expect(await sameDocument(page)).toBe(false);
  expect(await vendorMarks(page)).toEqual([]);
  await expect(firstLayer(page)).toHaveCount(0);
  // the TC string of "Alle akzeptieren" is gone: none, or (once the consent remote ran again) one without consents
  const tcString = await cookie(page, 'euconsent-v2');
  if (tcString !== undefined) expect(TCString.decode(tcString).vendorConsents.size).toBe(0);
  expect(requestedAfterReload).toEqual([]);
}

test('after "Alle akzeptieren", a link to the consent page in the article text rejects all and reloads', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const article = await findArticle(request, (a) => !a.isPaywalled);
  const requested = vendorRequests(page);
  await page.goto(article.canonicalPath);
  await startConsentLayer(page);
  await firstLayer(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => [...requested].sort()).toEqual([...configuredVendors].sort());
  await expect(page.locator('html')).toHaveAttribute('data-demo-vendor-kdm', 'loaded');
  const tcStringOfAll = await cookie(page, 'euconsent-v2');
  expect(tcStringOfAll).toBeTruthy();
  await waitForArticles(page);

  // an editor's link in the article's text
  await page
    .locator('.ar-article__body')
    .first()
    .evaluate((body) => {
      const p = document.createElement('p');
      const a = document.createElement('a');
      a.href = '/einwilligungen.html';
      a.textContent = 'Einwilligungen verwalten';
      p.append(a);
      body.append(p);
    });
  await markDocument(page);
  requested.length = 0;
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Einwilligungen verwalten' }).click();
  await reloaded;
  expect(new URL(page.url()).pathname).toBe(article.canonicalPath);
  await expectAllRejected(page, requested);
  expect(await cookie(page, 'euconsent-v2')).not.toBe(tcStringOfAll);
  expect(errors).toEqual([]);
});

test('from an island first view, the footer link "Alle Einwilligungen widerrufen" rejects all and reloads', async ({
  page,
  request,
  baseURL,
}) => {
  const errors = collectConsoleErrors(page);
  const article = await findArticle(request, (a) => !a.isPaywalled);
  await page.context().addCookies([{ name: 'news_consent', value: '4.all', url: baseURL ?? '' }]);
  const requested = vendorRequests(page);
  await page.goto(article.canonicalPath);
  await expect(page.locator('html[data-first-view="islands"]')).toBeAttached();
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await expect(firstLayer(page)).toHaveCount(0);
  await markDocument(page);

  const reloaded = page.waitForEvent('load');
  await revokeLink(page).click();
  await reloaded;
  expect(new URL(page.url()).pathname).toBe(article.canonicalPath);
  requested.length = 0;
  await expectAllRejected(page, requested);
  await expect(revokeLink(page)).toHaveAttribute('href', '/einwilligungen.html');
  expect(errors).toEqual([]);
});

test('the consent page itself shows the choice and changes it without JavaScript', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'news_consent', value: '4.necessary', url: baseURL ?? '' }]);
  const page = await context.newPage();
  await page.goto(`${baseURL}/einwilligungen.html`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Einwilligungen' })).toBeVisible();
  await expect(page.getByText('nur technisch notwendige Dienste')).toBeVisible();
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(page.getByText('Sie haben alle 16 Dienste von Drittanbietern erlaubt.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/einwilligungen.html');
  expect(await cookie(page, 'news_consent')).toBe('4.all');
  await context.close();
});

test('brand la (no consent management): a link to the consent page just opens the page', async ({
  page,
  baseURL,
}) => {
  const origin = `http://la.localhost:${new URL(baseURL ?? '').port}`;
  await page.context().addCookies([{ name: 'news_consent', value: '4.all', url: origin }]);
  await page.goto(`${origin}/`);
  await waitForArticles(page);
  await expect(revokeLink(page)).toHaveCount(0);
  await page.locator('#app-main').evaluate((main) => {
    const a = document.createElement('a');
    a.href = '/einwilligungen.html';
    a.textContent = 'Einwilligungen verwalten';
    main.prepend(a);
  });
  await page.getByRole('link', { name: 'Einwilligungen verwalten' }).click();
  await page.waitForURL(`${origin}/einwilligungen.html`);
  await expect(
    page.getByText('Der Lahntal-Anzeiger bindet keine Dienste von Drittanbietern ein'),
  ).toBeVisible();
  // nothing was rejected: la asks for no consent, the cookie is as it was
  expect(await cookie(page, 'news_consent')).toBe('4.all');
});
