import { expect, test } from '@playwright/test';

test('the six brand fonts are preloaded from the site, cached for good, used by the page, and their swap shifts nothing', async ({
  page,
}) => {
  // the fonts arrive after the first paint: the swap happens in view, as on a slow connection
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
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
  // Fallbacks are matched by average width, so a word may end a pixel earlier or later: nothing moves up or down
  // (no line wraps or grows) and what moves sideways stays below a thousandth (regular-only fallbacks: 0.0017).
  const shifts = await page.evaluate(
    () =>
      new Promise<{ value: number; vertical: number }[]>((resolve) => {
        const seen: { value: number; vertical: number }[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            sources: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          }[]) {
            const vertical = Math.max(
              0,
              ...entry.sources.map((s) =>
                Math.max(
                  Math.abs(s.previousRect.y - s.currentRect.y),
                  Math.abs(s.previousRect.height - s.currentRect.height),
                ),
              ),
            );
            seen.push({ value: entry.value, vertical });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(seen), 500);
      }),
  );
  expect(shifts.map((s) => s.vertical).filter((v) => v > 0)).toEqual([]);
  expect(shifts.reduce((sum, s) => sum + s.value, 0)).toBeLessThan(0.001);
});
