import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors';
import { chooseNecessaryOnly, layoutShift, logInAs, recordLayoutShifts } from './paywallHelpers';
import { documentHtml, findArticle, ssrSlot, waitForArticles, type ArticleJson } from './readingHelpers';

/**
 * The recommendations widget under an article (issue 16): "Das könnte Sie auch interessieren" from our own content,
 * in a box whose height the server reserves; it gives up after data_reco_timeout_ms (400 ms) without moving
 * anything, keeps the reader's A/B variant and shows a PUR reader without plus no recommendations.
 */

type Recommendations = { teasers: { documentId: number; title: string; targetPathOrUrl: string }[] };

let article: ArticleJson;
let recommended: Recommendations['teasers'];

/** The newest free article with recommendations. */
async function articleWithRecommendations(request: APIRequestContext) {
  const found = await findArticle(request, (a) => !a.isPaywalled && a.tags.length > 0);
  const res = await request.get(`/api/recommendations/${found.id}`);
  expect(res.status()).toBe(200);
  const { teasers } = (await res.json()) as Recommendations;
  expect(teasers.length, 'the article has recommendations').toBeGreaterThan(0);
  return { found, teasers };
}

test.beforeAll(async ({ request }) => {
  ({ found: article, teasers: recommended } = await articleWithRecommendations(request));
});

let origin = '';
test.beforeEach(async ({ page, baseURL }) => {
  origin = new URL(baseURL ?? '').origin;
  await chooseNecessaryOnly(page, origin);
});

const box = (page: Page) => page.locator('section.ar-reco');
/** Where the box is on the page (document coordinates: independent of scrolling) and how big it is. */
const placeOf = (page: Page) =>
  box(page).evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { top: rect.top + window.scrollY, left: rect.left, width: rect.width, height: rect.height };
  });
const entries = (page: Page) => box(page).locator('.ar-reco__entry');

/** Opens the article, checks the server's reserved box with its links, and lets the page's runtime start. */
async function openArticle(page: Page) {
  await page.goto(article.canonicalPath);
  await expect(box(page).getByRole('heading', { name: 'Das könnte Sie auch interessieren' })).toBeVisible();
  await box(page).scrollIntoViewIfNeeded();
  const reserved = await placeOf(page);
  await waitForArticles(page);
  return reserved;
}

test('a free article shows related teasers in the reserved box, nothing moves', async ({ page, request }) => {
  // the cached document: the reserved box with links onward, no reader's recommendations
  const slot = ssrSlot((await documentHtml(request, article.canonicalPath)).html);
  expect(slot).toContain('data-reco="links"');
  expect(slot).toContain('href="/schlagzeilen"');
  const errors = collectConsoleErrors(page);
  await recordLayoutShifts(page);
  const reserved = await openArticle(page);
  const shiftBefore = await layoutShift(page);
  await expect(box(page)).toHaveAttribute('data-reco', 'recommendations');
  const variant = await box(page).getAttribute('data-reco-variant');
  const shown = recommended.slice(0, variant === 'B' ? 3 : 4);
  await expect(entries(page)).toHaveCount(shown.length);
  for (const teaser of shown)
    await expect(box(page).getByRole('link', { name: teaser.title, exact: true })).toHaveAttribute(
      'href',
      teaser.targetPathOrUrl,
    );
  expect(recommended.map((t) => t.documentId)).not.toContain(article.id);
  expect(await placeOf(page)).toEqual(reserved);
  expect(await layoutShift(page)).toBe(shiftBefore);
  expect(errors).toEqual([]);
});

/** The vendor scripts the page requests (network inspection). */
function vendorScriptRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/demo-vendors/')) requested.push(path);
  });
  return requested;
}

test("with alles plus allowed, the brand's third-party provider fills the box; without, our own recommendations", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  // the reader allowed only alles plus, the brand rb's recommendations provider (packages/config mandators.ts)
  await page.context().addCookies([{ name: 'news_consent', value: '4.some.allesPlus', url: origin }]);
  const requested = vendorScriptRequests(page);
  await recordLayoutShifts(page);
  const reserved = await openArticle(page);
  const shiftBefore = await layoutShift(page);
  await expect(box(page)).toHaveAttribute('data-reco', 'vendor');
  const provided = box(page).locator('[data-reco-vendor="allesPlus"]');
  await expect(provided.getByText('Empfohlen von alles plus (Demo)')).toBeVisible();
  for (const teaser of recommended)
    await expect(provided.getByRole('link', { name: teaser.title, exact: true })).toHaveAttribute(
      'href',
      teaser.targetPathOrUrl,
    );
  // the provider's box takes the place of the links onward, in the same reserved box
  await expect(box(page).locator('.ar-reco__links')).toBeHidden();
  await expect(entries(page)).toHaveCount(0);
  expect(requested).toEqual(['/demo-vendors/allesPlus.js']);
  expect(await placeOf(page)).toEqual(reserved);
  expect(await layoutShift(page)).toBe(shiftBefore);

  // consent to alles plus withdrawn (only necessary): our own recommendations, and its script is never requested
  await page.context().addCookies([{ name: 'news_consent', value: '4.necessary', url: origin }]);
  requested.length = 0;
  await page.reload();
  await waitForArticles(page);
  await expect(box(page)).toHaveAttribute('data-reco', 'recommendations');
  await expect(box(page).locator('[data-reco-vendor]')).toHaveCount(0);
  expect(requested).toEqual([]);
  expect(errors).toEqual([]);
});

test('recommendations slower than 400 ms: the widget gives up, the links stay in the same box, no shift', async ({
  page,
}) => {
  const asked: string[] = [];
  await page.route('**/api/recommendations/**', async (route) => {
    asked.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  await recordLayoutShifts(page);
  const reserved = await openArticle(page);
  const shiftBefore = await layoutShift(page);
  await expect(box(page)).toHaveAttribute('data-reco', 'gave-up');
  expect(asked).toHaveLength(1);
  // past the moment the slow answer arrives: still the links, nothing replaced
  await page.waitForTimeout(1800);
  await expect(box(page)).toHaveAttribute('data-reco', 'gave-up');
  await expect(entries(page)).toHaveCount(0);
  await expect(
    box(page).getByRole('link', { name: new RegExp(`^Mehr aus `) }),
    'no gap: the box shows links onward',
  ).toBeVisible();
  expect(await placeOf(page)).toEqual(reserved);
  expect(await layoutShift(page)).toBe(shiftBefore);
});

test('the A/B variant is drawn once and kept across reloads', async ({ page }) => {
  await openArticle(page);
  await expect(box(page)).toHaveAttribute('data-reco', 'recommendations');
  const variant = await box(page).getAttribute('data-reco-variant');
  expect(['A', 'B']).toContain(variant);
  expect(await page.evaluate(() => localStorage.getItem('recoVariant'))).toBe(variant);
  for (let i = 0; i < 2; i++) {
    await page.reload();
    await waitForArticles(page);
    await expect(box(page)).toHaveAttribute('data-reco', 'recommendations');
    await expect(box(page)).toHaveAttribute('data-reco-variant', variant ?? '');
  }
  // the two variants differ visibly: B has fewer entries, with pictures
  const other = variant === 'A' ? 'B' : 'A';
  await page.evaluate((v) => localStorage.setItem('recoVariant', v), other);
  await page.reload();
  await waitForArticles(page);
  await expect(box(page)).toHaveAttribute('data-reco-variant', other);
  await expect(entries(page)).toHaveCount(Math.min(recommended.length, other === 'B' ? 3 : 4));
});

test('a PUR reader without plus sees no recommendations', async ({ page }) => {
  await logInAs(page, origin, 'pur@example.com');
  const reserved = await openArticle(page);
  await expect(page.locator('a.shell-account')).not.toHaveText('Anmelden');
  await expect(box(page)).toHaveAttribute('data-reco', 'none');
  await expect(entries(page)).toHaveCount(0);
  for (const teaser of recommended)
    await expect(box(page).getByRole('link', { name: teaser.title, exact: true })).toHaveCount(0);
  expect(await placeOf(page)).toEqual(reserved);
});
