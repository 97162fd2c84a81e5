import { expect, test } from '@playwright/test';

test('the six brand fonts are preloaded from the site, cached for good, used by the page, and their swap shifts nothing', async ({
  page,
}) => {
  await page.goto('/');
  const preloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(preloads).toHaveLength(6);
  for (const href of preloads) {
    const res = await page.request.get(href);
    expect([href, res.status(), res.headers()['content-type']]).toEqual([href, 200, 'font/woff2']);
    expect(res.headers()['cache-control']).toContain('immutable');
  }
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.weight} ${f.style}`),
  );
  expect(loaded).toEqual(
    expect.arrayContaining(['Noto Sans 400 normal', 'Noto Serif 400 normal', 'Noto Sans Display 700 normal']),
  );
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 500);
      }),
  );
  expect(shift).toBe(0);
});
