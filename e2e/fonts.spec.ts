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

test('the preloaded faces draw German text as the whole font does; other Latin characters load the whole face on demand', async ({
  page,
}) => {
  await page.goto('/');
  // the document inlines the faces for its own characters; the others come with the stylesheet of all faces when
  // the runtime has started (here on the reader's intent) and the browser is idle
  const allFaces = page.locator('link[rel="stylesheet"][href*="/first-view-fonts."]');
  await expect(allFaces).toHaveCount(0);
  await page.locator('.shell-brand').hover();
  await expect(allFaces).toHaveCount(1);
  await expect.poll(() => allFaces.evaluate((l) => (l as HTMLLinkElement).sheet !== null)).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  const result = await page.evaluate(async () => {
    const german = 'Straße Äpfel Öl Übermaß „Café“ – 5 € § 3° ½ André Señor…';
    const faces = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .filter((rule) => rule.style.getPropertyValue('font-family').replace(/["']/g, '') === 'Noto Sans')
      .filter((rule) => ['400', 'normal'].includes(rule.style.getPropertyValue('font-weight')));
    const range = (rule: CSSFontFaceRule) => rule.style.getPropertyValue('unicode-range');
    // relative to the stylesheet file it comes from
    const url = (rule: CSSFontFaceRule) =>
      new URL(
        /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1] ?? '',
        rule.parentStyleSheet?.href ?? location.href,
      ).href;
    const wholeRule = faces.find((rule) => !/U\+0*20-0*7E/i.test(range(rule)));
    const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
      (l) => l.href,
    );
    const fontFiles = () =>
      performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2')).length;
    const before = fontFiles();
    // a character outside the subset: the browser fetches the whole face for it, and only that
    const onDemand = await document.fonts.load('40px "Noto Sans"', 'ø');
    // the same text drawn with the whole file: the subset has every glyph when the widths agree
    const whole = new FontFace('Noto Sans Whole', `url(${url(wholeRule!)})`);
    document.fonts.add(await whole.load());
    await document.fonts.load('40px "Noto Sans"', german);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = '40px "Noto Sans"';
    const subsetWidth = ctx.measureText(german).width;
    ctx.font = '40px "Noto Sans Whole"';
    const wholeWidth = ctx.measureText(german).width;
    return {
      wholePreloaded: preloaded.includes(url(wholeRule!)),
      subsetWidth,
      wholeWidth,
      onDemand: onDemand.map((f) => f.unicodeRange),
      pageLoaded: before,
      loadedMore: fontFiles() - before,
    };
  });
  expect(result.wholePreloaded).toBe(false);
  // the home page's German text needs nothing but the six preloaded files
  expect(result.pageLoaded).toBe(6);
  expect(result.subsetWidth).toBeCloseTo(result.wholeWidth, 1);
  expect(result.onDemand).toHaveLength(1);
  expect(result.onDemand[0]).not.toMatch(/U\+0*20-0*7E/i);
  expect(result.loadedMore).toBe(1);
});
