import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors';
import { logInAs } from './paywallHelpers';
import { waitForArticles } from './readingHelpers';

const firstLayer = (page: Page) => page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });
const consentStarted = (page: Page) => page.locator('#slot-mf-consent[data-mounted="true"]');
const categoryTitle = (page: Page) => page.locator('a[data-analytics="category_title_click"]').first();

type Measured = {
  dataLayer?: { event: string }[];
  __demoVendors?: { event: string; path?: string; st?: string; dn?: string }[];
};

/** The events in the page's data layer (undefined: nothing ever reached it). */
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as Measured).dataLayer?.map((entry) => entry.event));

/** The page views the demo IVW tag counted. */
const ivwPageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as Measured).__demoVendors ?? [])
      .filter((entry) => entry.event === 'pageView')
      .map((entry) => entry.path),
  );

/** The offer ids (`st`) and measurement domains (`dn`) of the counted page views (brand rb's ivw_* settings). */
const ivwSites = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as Measured).__demoVendors ?? [])
      .filter((entry) => entry.event === 'pageView')
      .map((entry) => `${entry.st} ${entry.dn}`),
  );
const IVW_DESKTOP = 'rheinbote data-ivw.rheinauer-bote.example';

/**
 * Every request of the consent management (its remote) and of a vendor script, by the page (`main`) or one of its
 * frames.
 */
function consentRequests(page: Page): { path: string; main: boolean }[] {
  const requested: { path: string; main: boolean }[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/remotes/mf-consent/') || path.startsWith('/demo-vendors/'))
      requested.push({ path, main: req.frame() === page.mainFrame() });
  });
  return requested;
}
const vendorScripts = (requested: { path: string }[]) =>
  requested.map((r) => r.path).filter((path) => path.startsWith('/demo-vendors/'));

const visits = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'news_recent_visits');

test('analytics events, IVW page views and the visit counter wait for consent, then follow in-app navigations', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await waitForArticles(page);
  await expect(consentStarted(page)).toBeAttached();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // before any choice: a category title click and an article view are measured nowhere
  const channelPath = new URL((await categoryTitle(page).getAttribute('href')) ?? '', page.url()).pathname;
  await categoryTitle(page).click();
  await page.waitForURL((url) => url.pathname === channelPath);
  await page.locator('#app-main a.ui-teaser__link').first().click();
  await page.waitForURL((url) => url.pathname !== channelPath);
  const articlePath = new URL(page.url()).pathname;
  await expect(page.locator('.ar-article__title')).toBeVisible();
  expect(await dataLayer(page)).toBeUndefined();
  expect(await ivwPageViews(page)).toEqual([]);
  expect(await visits(page)).toBeUndefined();

  await firstLayer(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  // the page of the consent counts once; the article viewed before waited in the deferred cookie store for kdm
  await expect.poll(() => ivwPageViews(page)).toEqual([articlePath]);
  await expect.poll(() => visits(page).then((c) => c?.value)).toBe('1');
  const cookie = await visits(page);
  // 11520 minutes (spec §9)
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(11519 * 60);

  // an article tool: the bookmark of a logged-out reader opens the login pop-up
  await page.locator('.ar-article__tools').getByRole('button', { name: 'Artikel merken' }).click();
  const popUp = page.locator('.shell-overlay [role="dialog"]');
  await expect(popUp).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popUp).toHaveCount(0);

  await page.locator('a.shell-brand').click();
  await page.waitForURL((url) => url.pathname === '/');
  await categoryTitle(page).click();
  await page.waitForURL((url) => url.pathname === channelPath);
  await expect
    .poll(() => dataLayer(page))
    .toEqual(['article_tool_click', 'pop_up_tool_open', 'pop_up_tool_closed', 'category_title_click']);
  await expect.poll(() => ivwPageViews(page)).toEqual([articlePath, '/', channelPath]);
  expect(await ivwSites(page)).toEqual([IVW_DESKTOP, IVW_DESKTOP, IVW_DESKTOP]);
  // on a small screen a page view counts for the mobile site (ivw_st_mobilename)
  await page.setViewportSize({ width: 390, height: 800 });
  await page.locator('a.shell-brand').click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect
    .poll(() => ivwSites(page))
    .toEqual([IVW_DESKTOP, IVW_DESKTOP, IVW_DESKTOP, 'mobrheinbote data-ivw.rheinauer-bote.example']);
  // one page: every navigation was in the app
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(errors).toEqual([]);
});

test("the pop-up's register button reaches the page's data layer; the dialog layout loads no consent management and no push", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'news_consent', value: '4.all', url: baseURL ?? '' }]);
  const requested = consentRequests(page);
  await page.goto('/__mein-portal/dialog-flow/registration');
  await expect(page.getByRole('button', { name: 'Registrieren' })).toBeVisible();
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await expect(firstLayer(page)).toHaveCount(0);
  expect(await page.evaluate(() => typeof (window as unknown as { __tcfapi?: unknown }).__tcfapi)).toBe(
    'undefined',
  );
  expect(requested).toEqual([]);

  await page.goto('/');
  await waitForArticles(page);
  await expect(consentStarted(page)).toBeAttached();
  // on a page of the default layout the brand's push provider loads (the reader allowed all)
  await expect.poll(() => vendorScripts(requested)).toContain('/demo-vendors/cleverpush.js');
  await page.locator('a.shell-account', { hasText: 'Anmelden' }).click();
  const frame = page.frameLocator('iframe.shell-overlay__frame');
  await frame.getByRole('link', { name: 'Noch kein Konto? Jetzt registrieren' }).click();
  await frame.getByRole('button', { name: 'Registrieren' }).click();
  await expect.poll(() => dataLayer(page)).toEqual(['pop_up_tool_open', 'pop_up_tool_register_button_click']);
  // the frame's document (dialog layout) started no consent management and loaded no vendor script
  expect(requested.filter((r) => !r.main)).toEqual([]);
});

test('brand la loads no consent management, no push and no analytics', async ({ browser, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  const origin = `http://la.localhost:${port}`;
  const context = await browser.newContext();
  await context.addCookies([{ name: 'news_consent', value: '4.all', url: origin }]);
  const page = await context.newPage();
  const requested = consentRequests(page);
  await page.goto(`${origin}/`);
  await waitForArticles(page);
  await expect(page.locator('.shell-brand')).toHaveText('Lahntal-Anzeiger');
  await expect(firstLayer(page)).toHaveCount(0);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz-Einstellungen' }),
  ).toHaveCount(0);
  await categoryTitle(page).click();
  await page.waitForURL((url) => url.pathname !== '/');
  await expect(page.locator('#slot-mf-articles[data-mounted="true"]')).toBeAttached();
  expect(await dataLayer(page)).toBeUndefined();
  expect(await ivwPageViews(page)).toEqual([]);
  expect(requested).toEqual([]);
  await context.close();
});

test('a PUR reader gets no consent layer, no ads, no vendor script and no analytics', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await logInAs(page, origin, 'pur@example.com');
  const requested = consentRequests(page);
  await page.goto('/');
  await waitForArticles(page);
  await expect(consentStarted(page)).toBeAttached();
  // the cached document carries the first layer; it closes once the shell has announced the PUR reader
  await expect(page.locator('html[data-consent-pending]')).toHaveCount(0);
  await expect(firstLayer(page)).toHaveCount(0);
  // a choice stored before (e.g. before the subscription) changes nothing
  await page.context().addCookies([{ name: 'news_consent', value: '4.all', url: origin }]);
  await page.reload();
  await waitForArticles(page);
  await expect(consentStarted(page)).toBeAttached();
  await categoryTitle(page).click();
  await page.waitForURL((url) => url.pathname !== '/');
  await expect(page.locator('#slot-mf-articles[data-mounted="true"]')).toBeAttached();
  expect(await dataLayer(page)).toBeUndefined();
  expect(vendorScripts(requested)).toEqual([]);
  await expect(page.locator('.demo-ad')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Werbung' }).locator('.demo-ad')).toHaveCount(0);
});

test('a native-app reader gets neither the layer nor a web script nor analytics, even with a stored choice', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'news_consent', value: '4.all', url: baseURL ?? '' }]);
  const requested = consentRequests(page);
  await page.goto('/?isnative=1');
  await waitForArticles(page);
  await expect(consentStarted(page)).toBeAttached();
  await expect(firstLayer(page)).toHaveCount(0);
  await categoryTitle(page).click();
  await page.waitForURL((url) => url.pathname !== '/');
  await expect(page.locator('#slot-mf-articles[data-mounted="true"]')).toBeAttached();
  expect(await dataLayer(page)).toBeUndefined();
  expect(await ivwPageViews(page)).toEqual([]);
  expect(vendorScripts(requested)).toEqual([]);
});
