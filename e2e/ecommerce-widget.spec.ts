import { expect, test, type Frame, type Page } from '@playwright/test';
import { chooseNecessaryOnly } from './paywallHelpers';
import { e2ePort } from './playwright.config';
import { findArticle, waitForArticles, type ArticleJson } from './readingHelpers';

/**
 * The e-commerce widget (issue 16): brand rb's settings allow frames of the demo shop on shop.localhost:3000 (the
 * gateway serves it; *.localhost is loopback in Chromium). The browser here reaches that origin on this test site's
 * port, as a name server would point a shop's host elsewhere; for the page it stays http://shop.localhost:3000.
 */
const shopOrigin = 'http://shop.localhost:3000';

// Only for the injected frame of another origin below: the document's CSP would not let it load at all.
test.use({ bypassCSP: true });

let article: ArticleJson;
test.beforeAll(async ({ request }) => {
  article = await findArticle(request, (a) => a.contentItems.some((item) => item.type === 'ecommerce'));
});

test.beforeEach(async ({ page, baseURL }) => {
  await chooseNecessaryOnly(page, new URL(baseURL ?? '').origin);
  await page.route(`${shopOrigin}/**`, async (route) => {
    // the test's own HTTP client resolves no *.localhost names: it asks the site on 127.0.0.1
    const { pathname, search } = new URL(route.request().url());
    const response = await page.request.fetch(`http://127.0.0.1:${e2ePort}${pathname}${search}`);
    await route.fulfill({ response });
  });
});

const widgetFrame = (page: Page) => page.locator('iframe.ar-ecommerce__frame');
const frameHeight = (page: Page) =>
  widgetFrame(page).evaluate((frame) => Math.round(frame.getBoundingClientRect().height));

async function shopFrame(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith(`${shopOrigin}/demo-shop/widget/`)))
    .toBe(true);
  return page.frames().find((f) => f.url().startsWith(`${shopOrigin}/demo-shop/widget/`))!;
}

test('the widget is framed from the allowed origin, labelled as an ad, and takes the height it asks for', async ({
  page,
}) => {
  const res = await page.goto(article.canonicalPath);
  expect(res?.headers()['content-security-policy']).toMatch(/frame-src [^;]*http:\/\/shop\.localhost:3000/);
  await expect(widgetFrame(page)).toHaveAttribute('src', `${shopOrigin}/demo-shop/widget/balkonkraftwerke`);
  await expect(page.getByText('Anzeige · Balkonkraftwerke im Angebot')).toBeVisible();
  const shop = await shopFrame(page);
  await expect(shop.getByRole('heading', { name: 'Balkonkraftwerke im Angebot' })).toBeVisible();
  // the server reserved the editors' height; once the page runs, the widget's own height counts
  expect(await frameHeight(page)).toBe(360);
  await waitForArticles(page);
  const content = await shop.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
  expect(content).not.toBe(360);
  await expect.poll(() => frameHeight(page)).toBe(content);
});

test('messages from another origin or another window are ignored', async ({ page }) => {
  await page.goto(article.canonicalPath);
  await waitForArticles(page);
  const shop = await shopFrame(page);
  const content = await shop.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
  await expect.poll(() => frameHeight(page)).toBe(content);

  // a frame of another origin (the partner host of this site) and the page itself send the widget's message
  const partner = `http://partner.localhost:${e2ePort}/demo-shop/widget/balkonkraftwerke`;
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = 'fremd';
    document.body.append(frame);
  }, partner);
  await expect.poll(() => page.frames().some((f) => f.url() === partner)).toBe(true);
  const foreign = page.frames().find((f) => f.url() === partner)!;
  await foreign.evaluate(() =>
    window.parent.postMessage({ type: 'ecommerce-widget:resize', height: 999 }, '*'),
  );
  await page.evaluate(() => window.postMessage({ type: 'ecommerce-widget:resize', height: 777 }, '*'));
  await page.waitForTimeout(300);
  expect(await frameHeight(page)).toBe(content);

  // the widget itself is still heard
  await shop.evaluate(() => window.parent.postMessage({ type: 'ecommerce-widget:resize', height: 444 }, '*'));
  await expect.poll(() => frameHeight(page)).toBe(444);
});
