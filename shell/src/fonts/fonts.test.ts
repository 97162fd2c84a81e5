/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import notoSans from '@capsizecss/metrics/notoSans';
import notoSansDisplay from '@capsizecss/metrics/notoSansDisplay';
import notoSerif from '@capsizecss/metrics/notoSerif';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';

const css = readFileSync(path.join(__dirname, 'fonts.css'), 'utf8');
const overrides = ['ascent-override', 'descent-override', 'line-gap-override', 'size-adjust'];

/** The override declarations of one @font-face block, by family name. */
function declarations(text: string, family: string): Record<string, string> {
  const block = text
    .split('@font-face')
    .find((b) => new RegExp(`font-family:\\s*['"]${family}['"];`).test(b));
  expect(block).toBeDefined();
  return Object.fromEntries(
    overrides.map((name) => [name, new RegExp(`${name}:\\s*([^;]+);`).exec(block ?? '')?.[1] ?? 'missing']),
  );
}

describe('the brand fonts', () => {
  it.each([
    ['Noto Sans', notoSans, arial],
    ['Noto Serif', notoSerif, timesNewRoman],
    ['Noto Sans Display', notoSansDisplay, arial],
  ])(
    '%s falls back to a local font with its metrics, so the swap shifts nothing',
    (family, metrics, fallback) => {
      const expected = createFontStack([metrics, fallback]).fontFaces;
      expect(declarations(css, `${family} Fallback`)).toEqual(declarations(expected, `${family} Fallback`));
    },
  );

  it('names six self-hosted faces, each a file that exists, shown with swap', () => {
    const files = [...css.matchAll(/url\('~(@fontsource\/[^']+)'\)/g)].map((m) => m[1] ?? '');
    expect(files).toHaveLength(6);
    for (const file of files) expect(() => require.resolve(file)).not.toThrow();
    expect(css.match(/font-display: swap;/g)).toHaveLength(6);
  });
});
