import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors';
import { logInAs, readers } from './paywallHelpers';

type Teaser = { documentId: number; targetPathOrUrl: string; contentRestriction: string };

const firstLayer = (page: Page) => page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });
const adSlot = (page: Page) => page.getByRole('complementary', { name: 'Werbung' });

/** The newest free article of the brand (content API). */
async function freeArticle(page: Page): Promise<Teaser> {
  const res = await page.request.get('/content/v5/newest-articles?page=1');
  const { teasers } = (await res.json()) as { teasers: Teaser[] };
  const free = teasers.find((t) => t.contentRestriction === 'free');
  expect(free, 'the seed has a free article').toBeDefined();
  return free as Teaser;
}

/** Opens a page; a choice in the consent layer counts from then on (a plain form on an island page, ADR 0013). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
}

/** The targeting the demo ad framework received for the slot's creative. */
async function creativeTargeting(page: Page): Promise<Record<string, unknown>> {
  const creative = adSlot(page).locator('.demo-ad');
  await expect(creative).toHaveText('Anzeige · Demo-Werbemittel');
  return JSON.parse((await creative.getAttribute('data-targeting')) ?? '{}') as Record<string, unknown>;
}

test('an ad slot keeps its size: the house offer before a choice and without ad consent, the ad after "Alle akzeptieren"', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const article = await freeArticle(page);
  await open(page, article.targetPathOrUrl);
  const slot = adSlot(page);
  await expect(slot.getByRole('link', { name: /Alle Artikel lesen – mit plus/ })).toHaveAttribute(
    'href',
    '/order',
  );
  const before = await slot.boundingBox();

  await firstLayer(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  const targeting = await creativeTargeting(page);
  expect(targeting).toMatchObject({
    seitentyp: 'artikel',
    artikel: String(article.documentId),
    plususer: 'nein',
  });
  for (const value of Object.values(targeting).flat())
    expect(String(value)).toMatch(/^[^*'=!+#,;^()<>[\]]{1,40}$/);
  await expect(slot.getByRole('link', { name: /Alle Artikel lesen/ })).toBeHidden();
  expect((await slot.boundingBox())?.height).toBe(before?.height);
  expect(errors).toEqual([]);
});

test('"Nur notwendige": no ad framework, the house offer stays', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  await open(page, '/');
  await firstLayer(page).getByRole('button', { name: 'Nur notwendige' }).click();
  // on the home page's island view the choice is a plain form (ADR 0013): its answer stores it and reloads
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'news_consent'))
    .toBe(true);
  await open(page, '/');
  await expect(adSlot(page).getByRole('link', { name: /Alle Artikel lesen/ })).toBeVisible();
  await expect(adSlot(page).locator('.demo-ad')).toHaveCount(0);
  expect(requested).not.toContain('/demo-vendors/kdm.js');
});

test('a plus reader is targeted as plususer=ja', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  await logInAs(page, origin, readers.plus);
  await open(page, '/');
  await firstLayer(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  expect(await creativeTargeting(page)).toMatchObject({ seitentyp: 'startseite', plususer: 'ja' });
});
