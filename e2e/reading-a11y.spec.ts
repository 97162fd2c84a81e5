import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { findArticle, waitForArticles } from './readingHelpers';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
}

test('home has no WCAG 2.1 AA violations', async ({ page }) => {
  await page.goto('/');
  await waitForArticles(page);
  expect(await violations(page)).toEqual([]);
});

test('a free article has no WCAG 2.1 AA violations', async ({ page, request }) => {
  const a = await findArticle(
    request,
    (x) => !x.isPaywalled && x.contentItems.some((i) => i.type === 'image'),
  );
  await page.goto(a.canonicalPath);
  await waitForArticles(page);
  expect(await violations(page)).toEqual([]);
});

test('a paywalled article has no WCAG 2.1 AA violations', async ({ page, request }) => {
  const a = await findArticle(
    request,
    (x) => x.isPaywalled,
    (t) => t.contentRestriction === 'plus',
  );
  await page.goto(a.canonicalPath);
  await waitForArticles(page);
  // the paywall's template, whichever the paywall chose for an anonymous reader
  await expect(page.locator('.ar-paywalled [data-template]:visible h2')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
