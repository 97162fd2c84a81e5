import { expect, test, type Page } from '@playwright/test';
import { loginDialog } from './authHelpers';
import { collectConsoleErrors } from './consoleErrors';
import { layoutShift, paywallBox, recordLayoutShifts } from './paywallHelpers';
import { findArticle, type ArticleJson } from './readingHelpers';

/**
 * The island first view of a free article, the home page, a channel page and a plus article's anonymous document
 * (ADR 0013): the server's HTML without
 * the SPA runtime until the reader shows intent or a feature needs it on idle; a click before the runtime runs
 * still does what it says.
 */

let article: ArticleJson;

test.beforeAll(async ({ request }) => {
  article = await findArticle(request, (a) => !a.isPaywalled);
});

/** The script paths a page requests, in order. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (req.resourceType() === 'script' || pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

/**
 * Opens a page (the article unless told) cold, as a reader who chose "Nur notwendige" earlier, so no layer covers
 * it, and lets it settle.
 */
async function openCold(page: Page, options: { consentChosen?: boolean; path?: string } = {}) {
  if (options.consentChosen !== false)
    await page.context().addCookies([{ name: 'news_consent', value: '4.necessary', url: origin }]);
  await page.goto(options.path ?? article.canonicalPath, { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-first-view="islands"][data-shell-ready="true"]')).toBeAttached();
  // idle work included: nothing of the runtime starts on idle for an anonymous reader without vendor consent
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}

let origin = '';
test.beforeEach(({ baseURL }) => {
  origin = new URL(baseURL ?? '').origin;
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);
const mounted = (page: Page) => page.locator('#slot-mf-articles[data-mounted="true"]');

test('no page-remote code runs on the first view of a free article until the reader shows intent', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const scripts = recordScripts(page);
  await openCold(page);
  const entry = await page.$$eval('script[src]', (els) =>
    els.map((s) => new URL((s as HTMLScriptElement).src).pathname),
  );
  expect(scripts).toEqual(entry);
  expect(scripts.every((p) => p.startsWith('/remotes/shell/'))).toBe(true);
  await expect(page.locator('link[rel="preload"][as="script"]:not([data-entry])')).toHaveCount(0);
  await expect(page.locator('#slot-mf-articles')).not.toHaveAttribute('data-mounted', /.*/);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();

  // the pointer on a link of the site: the runtime starts, the page remote hydrates the server's markup
  await page.locator('a.shell-brand').hover();
  await expect(mounted(page)).toBeAttached();
  expect(scripts.some((p) => p.startsWith('/remotes/mf-articles/'))).toBe(true);
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
  expect(await notReloaded(page)).toBe(true);
  expect(errors).toEqual([]);
});

/** Requests of the federated builds: the shell's federated entry (`data-app-scripts`), a remote's entry or a manifest. */
const federatedRequest = (app: string[]) => (path: string) =>
  app.includes(path) || /\/(remoteEntry\.js|mf-manifest\.json)$/.test(path);

for (const { screen, path } of [
  { screen: 'a free article', path: undefined },
  { screen: 'the home page', path: '/' },
  { screen: 'a channel page', path: '/lokales' },
]) {
  test(`the cold first view of ${screen} loads no federation runtime until the reader shows intent`, async ({
    page,
    request,
  }) => {
    const requests: string[] = [];
    page.on('request', (req) => requests.push(new URL(req.url()).pathname));
    await openCold(page, { path });
    // the document's one script is the first-view entry; the document names the federated entry it injects on intent
    const entry = page.locator('script[src]');
    await expect(entry).toHaveCount(1);
    const src = new URL((await entry.getAttribute('src')) ?? '', origin).pathname;
    const app = ((await page.locator('html').getAttribute('data-app-scripts')) ?? '').split(' ');
    expect(app.length).toBeGreaterThan(0);
    expect(app).not.toContain(src);
    expect(requests.filter(federatedRequest(app))).toEqual([]);
    expect(await (await request.get(src)).text()).not.toContain('__FEDERATION__');
    // the federated entry carries the runtime the first view does without
    const federated = await Promise.all(app.map(async (file) => (await request.get(file)).text()));
    expect(federated.join('')).toContain('__FEDERATION__');

    // on intent the first-view entry preloads what the runtime starts with beside the entry it injects
    const warm = ((await page.locator('html').getAttribute('data-app-preload')) ?? '').split(' ');
    expect(warm.length).toBeGreaterThan(0);
    await page.locator('a.shell-brand').hover();
    await expect(mounted(page)).toBeAttached();
    for (const file of app) expect(requests).toContain(file);
    const preloaded = await page.$$eval('link[rel="preload"][as="script"]', (links) =>
      links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
    );
    expect(preloaded).toEqual(expect.arrayContaining(warm));
    for (const file of warm) expect(requests).toContain(file);
    expect(requests.filter(federatedRequest([])).length).toBeGreaterThan(0);
    expect(await notReloaded(page)).toBe(true);
  });
}

test("the header menu is the shell's own island: it opens and closes on a cold first view", async ({
  page,
}) => {
  await openCold(page);
  const menu = page.getByRole('button', { name: 'Menü', exact: true });
  await menu.click();
  await expect(page.locator('#shell-sidebar')).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.locator('#shell-sidebar')).toBeHidden();
  await expect(menu).toBeFocused();
});

test('the first in-app navigation after a cold first view keeps the page: a click held until the runtime runs', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await openCold(page);
  // a click with no pointer movement before it (as a script or an assistive technology may send it)
  await page.locator('a.shell-brand').dispatchEvent('click');
  await expect(page).toHaveURL(/\/$/);
  await expect(mounted(page)).toBeAttached();
  // the home screen itself, not the related teasers of the article it replaces
  await expect(page.locator('.ar-home .ui-teaser').first()).toBeVisible();
  expect(await notReloaded(page)).toBe(true);

  // the next navigation is in the app as well
  const teaser = page.locator('#app-main .ar-home .ui-teaser a[href]').first();
  const href = await teaser.getAttribute('href');
  await teaser.click();
  await expect(page).toHaveURL(new RegExp(`${escaped(href ?? '')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await notReloaded(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a keyboard reader follows a link of the site from a cold first view without a page load', async ({
  page,
}) => {
  await openCold(page);
  await page.locator('a.shell-brand').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.ui-teaser').first()).toBeVisible();
  expect(await notReloaded(page)).toBe(true);
});

test('a bookmark click on a cold first view opens the login dialog and remembers the article', async ({
  page,
  context,
}) => {
  await openCold(page);
  const button = page.locator('.ar-article__tools button[aria-pressed]');
  await expect(button).toBeVisible();
  await expect(page.locator('#slot-mf-articles')).not.toHaveAttribute('data-mounted', /.*/);
  await button.dispatchEvent('click');
  await expect(loginDialog(page)).toBeVisible();
  const pending = (await context.cookies()).find((c) => c.name === 'bookmarkedArticleId');
  expect(pending?.value).toBe(String(article.id));
  expect(await notReloaded(page)).toBe(true);
});

test('the header login opens the login overlay on a cold first view', async ({ page }) => {
  await openCold(page);
  await page.locator('a.shell-account').dispatchEvent('click');
  await expect(loginDialog(page)).toBeVisible();
  expect(await notReloaded(page)).toBe(true);
});

test('the consent choice counts on a cold first view: a plain form before the runtime, the layer after it', async ({
  page,
  context,
}) => {
  await openCold(page, { consentChosen: false });
  const layer = page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });
  await expect(layer).toBeVisible();
  await expect(page.locator('#slot-mf-consent')).not.toHaveAttribute('data-mounted', /.*/);
  // before the runtime runs the button posts the layer's form; the server stores the choice and sends the reader back
  await layer.getByRole('button', { name: 'Nur notwendige' }).dispatchEvent('click');
  await expect(layer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${escaped(article.canonicalPath)}$`));
  const consent = (await context.cookies()).find((c) => c.name === 'news_consent');
  expect(consent?.value).toBe('4.necessary');

  // a new reader whose pointer reaches the layer first: its remote takes over and answers without a page load
  await context.clearCookies();
  await openCold(page, { consentChosen: false });
  await layer.getByRole('button', { name: 'Alle akzeptieren' }).hover();
  await expect(page.locator('#slot-mf-consent[data-mounted="true"]')).toBeAttached();
  await layer.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(layer).toBeHidden();
  expect(await notReloaded(page)).toBe(true);
  expect((await context.cookies()).find((c) => c.name === 'news_consent')?.value).toBe('4.all');
});

/** The home page and a channel (ressort) page: teasers, section links, pagination — links only. */
const listScreens = [
  { screen: 'the home page', path: '/' },
  { screen: 'a channel page', path: '/lokales' },
];

/** A teaser's link to an article of this site. */
const teaserLink = (page: Page) =>
  page.locator('#slot-mf-articles .ui-teaser a.ui-teaser__link[href^="/"]').first();

/** The page data and document requests a page makes from now on. */
function recordNavigationRequests(page: Page): { path: string; type: string }[] {
  const requests: { path: string; type: string }[] = [];
  page.on('request', (req) => {
    const type = req.resourceType();
    if (type === 'document' || type === 'fetch') requests.push({ path: new URL(req.url()).pathname, type });
  });
  return requests;
}

for (const { screen, path } of listScreens) {
  test(`no page-remote code runs on the first view of ${screen}; after intent a teaser opens in the app`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const scripts = recordScripts(page);
    await openCold(page, { path });
    const entry = await page.$$eval('script[src]', (els) =>
      els.map((s) => new URL((s as HTMLScriptElement).src).pathname),
    );
    expect(scripts).toEqual(entry);
    expect(scripts.every((p) => p.startsWith('/remotes/shell/'))).toBe(true);
    await expect(page.locator('link[rel="preload"][as="script"]:not([data-entry])')).toHaveCount(0);
    await expect(page.locator('#slot-mf-articles')).not.toHaveAttribute('data-mounted', /.*/);
    const link = teaserLink(page);
    await expect(link).toBeVisible();

    // the pointer on a teaser: the runtime starts and hydrates the server's markup, the click is routed in the app
    await link.hover();
    await expect(mounted(page)).toBeAttached();
    expect(scripts.some((p) => p.startsWith('/remotes/mf-articles/'))).toBe(true);
    const href = (await link.getAttribute('href')) ?? '';
    const title = (await link.textContent()) ?? '';
    const requests = recordNavigationRequests(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${escaped(href)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.trim());
    expect(requests).toContainEqual({ path: `${href}/_payload.json`, type: 'fetch' });
    expect(requests.filter((r) => r.type === 'document')).toEqual([]);
    expect(await notReloaded(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test(`a click on a teaser of ${screen} before the runtime runs opens the article without a page load`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await openCold(page, { path });
    const link = teaserLink(page);
    const href = (await link.getAttribute('href')) ?? '';
    const requests = recordNavigationRequests(page);
    // no pointer movement before the click: the shell holds it until the runtime runs and replays it
    await link.dispatchEvent('click');
    await expect(page).toHaveURL(new RegExp(`${escaped(href)}$`));
    await expect(mounted(page)).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests).toContainEqual({ path: `${href}/_payload.json`, type: 'fetch' });
    expect(requests.filter((r) => r.type === 'document')).toEqual([]);
    expect(await notReloaded(page)).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('a cached home page whose data changed since is not hydrated with the new data: a teaser click loads the page', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  // the document carries the digest of the data it was rendered from, and its page data only as _payload.json
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/"ssr":\{"remote":"mf-articles","pageDigest":"[0-9a-f]{16}"\}/);
  // the home page's data as it is a moment later: another lead teaser title
  await page.route('**/_payload.json', async (route) => {
    if (new URL(route.request().url()).pathname !== '/_payload.json') return route.continue();
    const response = await route.fetch();
    const text = (await response.text()).replace(/"title":"[^"]*"/, '"title":"Ein neuer Aufmacher"');
    await route.fulfill({ response, body: text });
  });
  await openCold(page, { path: '/' });
  const link = teaserLink(page);
  const href = (await link.getAttribute('href')) ?? '';
  const requests = recordNavigationRequests(page);
  await link.dispatchEvent('click');
  await expect(page).toHaveURL(new RegExp(`${escaped(href)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requests).toContainEqual({ path: '/_payload.json', type: 'fetch' });
  expect(requests).toContainEqual({ path: href, type: 'document' });
  expect(await notReloaded(page)).toBe(false);
  expect(errors).toEqual([]);
});

test('the home page inlines only the rules its markup uses; the whole stylesheets follow without moving anything, and style the article the app opens', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await recordLayoutShifts(page);
  // the stylesheet files are held until the page has been measured with its inline rules only
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const files: string[] = [];
  await page.route('**/*.css', async (route) => {
    files.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  await page.context().addCookies([{ name: 'news_consent', value: '4.necessary', url: origin }]);
  // not until "load": a stylesheet the page adds before its load event (idle can come first) delays that event
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  const critical = page.locator('style[data-critical]');
  const inline = (await critical.textContent()) ?? '';
  expect(inline).toContain('.ui-teaser');
  // the article page's rules are not the home page's: they come with the file
  expect(inline).not.toContain('.ar-article__body');
  await expect.poll(() => files.length).toBeGreaterThanOrEqual(2);
  const boxes = () =>
    page
      .locator('.shell-header, .ui-teaser, .shell-footer')
      .evaluateAll((els) => els.map((e) => JSON.stringify(e.getBoundingClientRect())));
  const before = await boxes();
  const looks = () =>
    page
      .locator('.ui-teaser__headline')
      .first()
      .evaluate((e) => {
        const s = getComputedStyle(e);
        return [s.fontFamily, s.fontSize, s.fontWeight, s.color, s.marginBlockEnd].join(' ');
      });
  const look = await looks();
  release();
  await expect(critical).toHaveCount(0);
  await expect(page.locator('link[rel="stylesheet"][media="all"]')).toHaveCount(files.length);
  expect(await boxes()).toEqual(before);
  expect(await looks()).toBe(look);
  expect(await layoutShift(page)).toBe(0);
  expect(files.some((f) => f.startsWith('/remotes/mf-articles/'))).toBe(true);

  // the article the app opens has its styles from the file
  await teaserLink(page).click();
  const body = page.locator('.ar-article__body');
  await expect(body).toBeVisible();
  expect(await body.evaluate((e) => getComputedStyle(e).lineHeight)).not.toBe('normal');
  expect(errors).toEqual([]);
});

/**
 * The anonymous document of a paywalled plus article (ADR 0013): the gateway rendered the paywall service's
 * anonymous answers with mf-paywall's server build into the box, so the page is an island view like a free article.
 */
test.describe('a plus article behind the paywall', () => {
  let plus: ArticleJson;
  test.beforeAll(async ({ request }) => {
    plus = await findArticle(request, (a) => a.isPaywalled);
  });

  test('no page-remote code runs on its cold first view; after intent the parcel hydrates the server’s box in place', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const scripts = recordScripts(page);
    await openCold(page, { path: plus.canonicalPath });
    expect(scripts.every((p) => p.startsWith('/remotes/shell/'))).toBe(true);
    await expect(page.locator('#slot-mf-articles')).not.toHaveAttribute('data-mounted', /.*/);
    // the offer for an anonymous reader is there from the first paint, as links that need no script
    const box = paywallBox(page);
    await expect(box).toHaveAttribute('data-template', 'registration-wall');
    await expect(box.getByRole('heading', { level: 2 })).toBeVisible();
    const register = box.getByRole('link', { name: 'Kostenlos registrieren' });
    await expect(register).toHaveAttribute('href', '#register');
    const serverLink = await register.elementHandle();

    await page.locator('a.shell-brand').hover();
    await expect(mounted(page)).toBeAttached();
    // the parcel hydrated the box (data-ssr gone) and decided for this reader (no provisional box left)
    await expect(
      page.locator('.ar-paywall:not([data-ssr]) .pw-device--desktop:not([data-provisional])'),
    ).toBeAttached();
    expect(scripts.some((p) => p.startsWith('/remotes/mf-paywall/'))).toBe(true);
    await expect(box).toHaveAttribute('data-template', 'registration-wall');
    expect(await serverLink?.evaluate((el) => el.isConnected)).toBe(true);
    expect(await notReloaded(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('its offer’s links work before the runtime runs: “Anmelden” opens the login dialog without a page load', async ({
    page,
  }) => {
    await openCold(page, { path: plus.canonicalPath });
    await expect(page.locator('#slot-mf-articles')).not.toHaveAttribute('data-mounted', /.*/);
    await paywallBox(page)
      .getByRole('link', { name: /Anmelden/ })
      .dispatchEvent('click');
    await expect(loginDialog(page)).toBeVisible();
    expect(await notReloaded(page)).toBe(true);
  });

  test('a stale session hint hides the anonymous offer at its height only until the server says nobody is signed in', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const box = document.querySelector('.pw-device--desktop');
        (window as unknown as { firstPaint: string }).firstPaint = box
          ? getComputedStyle(box).visibility
          : 'none';
      });
    });
    await page.context().addCookies([{ name: 'news_session', value: '1', url: origin }]);
    await openCold(page, { path: plus.canonicalPath });
    expect(await page.evaluate(() => (window as unknown as { firstPaint: string }).firstPaint)).toBe(
      'hidden',
    );
    await expect(page.locator('html')).not.toHaveAttribute('data-session', /.*/);
    await expect(paywallBox(page).getByRole('heading', { level: 2 })).toBeVisible();
    expect(await layoutShift(page)).toBe(0);
  });
});
