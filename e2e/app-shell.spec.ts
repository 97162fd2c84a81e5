import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openSite } from './authHelpers';
import { e2ePort } from './playwright.config';
import { contentJson, findArticle, waitForArticles } from './readingHelpers';

const laOrigin = `http://la.localhost:${e2ePort}`;
const flutterAgent =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 NewsFlutterApp/2.4.0';

test('the breaking news shows under the header, is closed by keyboard, and stays closed after a reload', async ({
  page,
}) => {
  await openSite(page, '/');
  const banner = page.getByRole('complementary', { name: 'Eilmeldung' });
  await expect(banner).toBeVisible();
  const link = banner.getByRole('link', { name: /Großbrand in Lagerhalle/ });
  await expect(link).toHaveAttribute('href', /^\/[a-z0-9-]+-\d+$/);
  // the banner is the first thing under the header
  expect(
    await page.evaluate(() => document.querySelector('header.shell-header')?.nextElementSibling?.tagName),
  ).toBe('ASIDE');
  const axe = await new AxeBuilder({ page }).include('.shell-breaking').analyze();
  expect(axe.violations).toEqual([]);

  const close = banner.getByRole('button', { name: 'Eilmeldung ausblenden' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(page.locator('#app-main')).toBeFocused();

  await page.reload();
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await expect(page.locator('.shell-breaking')).toBeHidden();
  // hidden by the document's own script and style, before the shell ran
  expect(await page.locator('html').getAttribute('data-breaking-dismissed')).toBe(
    await page.locator('.shell-breaking').getAttribute('data-breaking-id'),
  );
});

test('each brand has its own breaking news', async ({ page }) => {
  await page.goto(`${laOrigin}/`);
  await expect(
    page.getByRole('complementary', { name: 'Eilmeldung' }).getByRole('link', { name: /Felssturz/ }),
  ).toBeVisible();
});

test('display flags: ressort labels on the home mix and the rainbow logo follow the brand’s settings', async ({
  page,
}) => {
  // rb: ressort_label_homemix_enabled on (default), xp_lgbtqi_logo_enabled off (default)
  await page.goto('/');
  const top = page.getByRole('region', { name: 'Top-Themen' });
  await expect(top.locator('.ui-teaser__ressort').first()).toBeVisible();
  expect(await top.locator('.ui-teaser__ressort').count()).toBe(await top.locator('.ui-teaser').count());
  await expect(page.locator('a.shell-brand')).not.toHaveClass(/shell-brand--xp-lgbtqi/);

  // la: both flipped in its settings
  await page.goto(`${laOrigin}/`);
  await expect(page.getByRole('region', { name: 'Top-Themen' }).locator('.ui-teaser').first()).toBeVisible();
  await expect(page.locator('.ui-teaser__ressort')).toHaveCount(0);
  await expect(page.locator('a.shell-brand')).toHaveClass(/shell-brand--xp-lgbtqi/);
  expect(
    await page.locator('a.shell-brand').evaluate((el) => getComputedStyle(el).borderBottomWidth),
  ).not.toBe('0px');
});

test.describe('the Flutter app (user agent)', () => {
  test.use({ userAgent: flutterAgent });

  test('is an app reader: no consent layer, and a guarded route goes to the native login page', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
    await expect(page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeHidden();

    const nativeLogin = /\/__mein-portal\/dialog-flow\/login\?isnative=1&redirect=%2Faccount$/;
    await page.goto('/account');
    await expect(page).toHaveURL(nativeLogin);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('the app query isflutter=1 makes an app reader too; a browser is asked for consent', async ({
  page,
  browser,
}) => {
  await page.goto('/?isflutter=1');
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await expect(page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeHidden();

  const plain = await browser.newPage();
  await plain.goto(`http://localhost:${e2ePort}/`);
  await expect(plain.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeVisible();
  await plain.close();
});

/**
 * Every class the main element takes, in order (recorded in the page from the start). Several changes in one task
 * reach the observer together: each record's old value is the class before that change, so the classes taken are
 * the old values after the first, then the current one.
 */
async function recordMainClasses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const before: string[] = [];
    (window as unknown as { __mainClassesBefore: string[] }).__mainClassesBefore = before;
    document.addEventListener('DOMContentLoaded', () => {
      const main = document.getElementById('app-main');
      if (!main) return;
      new MutationObserver((records) => {
        for (const record of records) before.push(record.oldValue ?? '');
      }).observe(main, { attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    });
  });
}
const mainClasses = (page: Page) =>
  page.evaluate(() => {
    const before = (window as unknown as { __mainClassesBefore: string[] }).__mainClassesBefore;
    const taken = [...before.slice(1), document.getElementById('app-main')?.className ?? ''];
    return before.length === 0 ? [] : taken.filter((c, i) => c !== taken[i - 1]);
  });

/** From home, a click on a teaser of the first channel section: an in-app navigation to that article. */
async function navigateInApp(page: Page, request: APIRequestContext): Promise<void> {
  const home = await contentJson<{ sections: { teasers: { title: string; targetPathOrUrl: string }[] }[] }>(
    request,
    'home',
  );
  const target = home.sections[1]?.teasers[0];
  expect(target).toBeDefined();
  await openSite(page, '/');
  await waitForArticles(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const link = page.getByRole('link', { name: target?.title ?? '' }).first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target?.targetPathOrUrl ?? ''}$`));
  await expect(page.getByRole('heading', { level: 1, name: target?.title ?? '' })).toBeVisible();
  // routed in the app, not loaded anew
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

test('in-app navigation runs the page transition out, then in', async ({ page, request }) => {
  await recordMainClasses(page);
  await navigateInApp(page, request);
  await expect(page.locator('#app-main')).toHaveAttribute('class', 'shell-main');
  const seen = (await mainClasses(page)).map((c) => c.replace('shell-main', '').trim());
  const leave = seen.indexOf('page-leave-active page-leave-to');
  const enterFrom = seen.indexOf('page-enter-active page-enter-from');
  const enter = seen.indexOf('page-enter-active');
  expect(leave, seen.join(' | ')).toBeGreaterThanOrEqual(0);
  expect(enterFrom, seen.join(' | ')).toBeGreaterThan(leave);
  expect(enter, seen.join(' | ')).toBeGreaterThan(enterFrom);
  expect(seen.at(-1), seen.join(' | ')).toBe('');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('in-app navigation has no page transition', async ({ page, request }) => {
    await recordMainClasses(page);
    await navigateInApp(page, request);
    expect((await mainClasses(page)).filter((c) => c.includes('page-'))).toEqual([]);
  });
});

/** An article whose header gallery has several pictures. */
const galleryArticle = async (request: APIRequestContext) =>
  (await findArticle(request, (a) => (a.galleryHeader?.length ?? 0) > 1)).canonicalPath;

/**
 * The same for the brand of the page's origin, asked from the page (only the browser resolves la.localhost; the
 * brand comes from the host).
 */
const galleryArticleOfPage = (page: Page) =>
  page.evaluate(async () => {
    for (let n = 1; n <= 10; n++) {
      const res = await fetch(`/content/v5/newest-articles?page=${n}`);
      if (!res.ok) break;
      const { teasers } = (await res.json()) as { teasers: { documentId: number }[] };
      for (const { documentId } of teasers) {
        const article = (await (await fetch(`/content/v5/articles/${documentId}`)).json()) as {
          canonicalPath: string;
          galleryHeader?: unknown[];
        };
        if ((article.galleryHeader?.length ?? 0) > 1) return article.canonicalPath;
      }
    }
    throw new Error('no gallery article');
  });

test.describe('on a touch device', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('display flag swipe_tooltip_enabled: rb’s gallery shows the swipe hint until it is dismissed, for good; la has none', async ({
    page,
    request,
  }) => {
    // rb: swipe_tooltip_enabled on (default)
    await openSite(page, await galleryArticle(request));
    await waitForArticles(page);
    const gallery = page.getByRole('region', { name: 'Bildergalerie' });
    const hint = gallery.getByRole('note');
    await expect(hint).toHaveText(/Wischen Sie für weitere Bilder/);
    // laid over the pictures: it takes no room of its own
    expect(await hint.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    await hint.getByRole('button', { name: 'Hinweis ausblenden' }).click();
    await expect(hint).toBeHidden();
    await expect(gallery.getByRole('list')).toBeFocused();
    expect((await page.context().cookies()).find((c) => c.name === 'swipeHintDismissed')?.value).toBe('1');

    // kept: after a reload it does not show, not even before the shell runs
    await page.reload();
    await expect(gallery.locator('img').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-swipe-hint-dismissed', '');
    await expect(gallery.locator('.ar-swipe-hint')).toBeHidden();

    // la: swipe_tooltip_enabled off
    await page.goto(`${laOrigin}/`);
    await page.goto(`${laOrigin}${await galleryArticleOfPage(page)}`);
    await waitForArticles(page);
    await expect(page.getByRole('region', { name: 'Bildergalerie' }).locator('img').first()).toBeVisible();
    await expect(page.locator('.ar-swipe-hint')).toHaveCount(0);
  });

  test('the reader’s first swipe of the gallery dismisses the hint for good', async ({ page, request }) => {
    await openSite(page, await galleryArticle(request));
    await waitForArticles(page);
    const gallery = page.getByRole('region', { name: 'Bildergalerie' });
    await expect(gallery.getByRole('note')).toBeVisible();
    // on the island first view the page's code runs once the reader shows intent (here the focus on a link, ADR 0013)
    await page.locator('a.shell-brand').focus();
    await expect(page.locator('#slot-mf-articles')).toHaveAttribute('data-mounted', 'true');
    await gallery.getByRole('list').evaluate((el) => el.scrollBy({ left: el.clientWidth }));
    await expect(gallery.getByRole('note')).toBeHidden();
    expect((await page.context().cookies()).find((c) => c.name === 'swipeHintDismissed')?.value).toBe('1');
  });
});

test('with a mouse, the gallery shows no swipe hint', async ({ page, request }) => {
  await openSite(page, await galleryArticle(request));
  await waitForArticles(page);
  const gallery = page.getByRole('region', { name: 'Bildergalerie' });
  await expect(gallery.locator('img').first()).toBeVisible();
  // the server rendered it (the brand has the flag on), the device has no touch screen
  await expect(gallery.locator('.ar-swipe-hint')).toHaveCount(1);
  await expect(gallery.locator('.ar-swipe-hint')).toBeHidden();
});
