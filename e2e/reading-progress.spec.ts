import { expect, test, type Locator } from '@playwright/test';
import { findArticle, waitForArticles } from './readingHelpers';

/** The horizontal scale of the progress bar (its computed transform), 0 to 1. */
const barScale = (bar: Locator) =>
  bar.evaluate((el) => {
    const transform = getComputedStyle(el).transform;
    return transform === 'none' ? 1 : new DOMMatrixReadOnly(transform).a;
  });

test('the reading progress bar grows as the reader scrolls through an article, without moving the page', async ({
  page,
  request,
}) => {
  const article = await findArticle(request, (a) => !a.isPaywalled && a.contentItems.length >= 4);
  await page.setViewportSize({ width: 800, height: 500 });
  await page.goto(article.canonicalPath);
  await waitForArticles(page);
  const bar = page.locator('.shell-progress');
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  await expect(bar).toHaveCSS('display', 'block');
  expect(await barScale(bar)).toBe(0);
  const mainTop = await page.locator('#app-main').evaluate((el) => el.getBoundingClientRect().top + scrollY);

  const end = await page
    .locator('article')
    .first()
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top + scrollY + box.height - innerHeight;
    });
  await page.evaluate((y) => scrollTo(0, y), Math.round(end / 2));
  await expect.poll(() => barScale(bar)).toBeGreaterThan(0.2);
  const halfway = await barScale(bar);
  expect(halfway).toBeLessThan(0.8);

  await page.evaluate((y) => scrollTo(0, y), Math.ceil(end));
  await expect.poll(() => barScale(bar)).toBe(1);
  expect(
    await page.locator('#app-main').evaluate((el) => el.getBoundingClientRect().top + scrollY),
    'the bar changes no layout',
  ).toBe(mainTop);
});

test('home shows no reading progress bar', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await page.goto('/');
  await waitForArticles(page);
  const bar = page.locator('.shell-progress');
  await page.evaluate(() => scrollTo(0, document.body.scrollHeight / 2));
  await expect(bar).toBeHidden();
  await expect(bar).toHaveCSS('display', 'none');
  // Not drawn, and not counting either: the article progress of the page before would flash on the next article.
  expect(await bar.evaluate((el) => el.style.transform || 'scaleX(0)')).toMatch(/^scaleX\(0(\.0+)?\)$/);
});
