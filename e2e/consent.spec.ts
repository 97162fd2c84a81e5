import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors';
import { waitForArticles } from './readingHelpers';

const consentLayer = (page: Page) => page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });
const consentStarted = (page: Page) => page.locator('#slot-mf-consent[data-mounted="true"]');

/** Holds back the consent remote's files until the returned function is called: only the server's markup is there. */
async function holdConsentRemote(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/mf-consent/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the consent first layer shows until the reader chooses, and not for the brand without it', async ({
  page,
  browser,
  baseURL,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  const layer = consentLayer(page);
  await expect(layer).toBeVisible();
  // the remote has taken over the server-rendered layer (hydrated without a mismatch); on the home page's island
  // first view (ADR 0013) it starts on intent: the reader's pointer on the layer
  await layer.getByRole('button', { name: 'Nur notwendige' }).hover();
  await expect(consentStarted(page)).toBeAttached();
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await layer.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(layer).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(errors).toEqual([]);
  await page.reload();
  await waitForArticles(page);
  await expect(consentStarted(page)).toBeAttached();
  await expect(layer).toHaveCount(0);

  const port = new URL(baseURL ?? '').port;
  const la = await browser.newPage();
  await la.goto(`http://la.localhost:${port}/`);
  await expect(la.locator('.shell-brand')).toHaveText('Lahntal-Anzeiger');
  await waitForArticles(la);
  await expect(la.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' })).toHaveCount(0);
  await la.close();
});

test('the layer comes with the document, and a choice before its script has started still counts', async ({
  page,
  context,
}) => {
  // until the reader has chosen, only the server's markup is there
  const release = await holdConsentRemote(page);
  await page.goto('/lokales');
  const layer = consentLayer(page);
  await expect(layer).toBeVisible();
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await expect(consentStarted(page)).toHaveCount(0);
  await layer.getByRole('button', { name: 'Nur notwendige' }).click();
  release();
  // the form post stored the choice and brought the reader back to the page, now without the layer
  await expect(page).toHaveURL(/\/lokales$/);
  await expect(page.locator('html[data-consent-pending]')).toHaveCount(0);
  await waitForArticles(page);
  await expect(consentStarted(page)).toBeAttached();
  await expect(layer).toHaveCount(0);
  const consent = (await context.cookies()).find((c) => c.name === 'news_consent');
  expect(consent?.value).toBe('4.necessary');
});

test('a stored choice keeps the server-rendered layer off the screen from the first paint', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'news_consent', value: '4.all', url: baseURL ?? '' }]);
  const errors = collectConsoleErrors(page);
  const release = await holdConsentRemote(page);
  await page.goto('/');
  // the cached document carries the layer for every reader; this reader's document does not show it
  await expect(page.locator('#slot-mf-consent .cs-layer')).toHaveCount(1);
  await expect(consentLayer(page)).toBeHidden();
  release();
  await expect(consentStarted(page)).toBeAttached();
  await expect(page.locator('#slot-mf-consent .cs-layer')).toHaveCount(0);
  expect(errors).toEqual([]);
});
