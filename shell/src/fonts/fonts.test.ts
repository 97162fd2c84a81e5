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

/** The override declarations of one @font-face block, by family name (and the bold one with `bold`). */
function declarations(text: string, family: string, bold = false): Record<string, string> {
  const block = text
    .split('@font-face')
    .find(
      (b) =>
        new RegExp(`font-family:\\s*['"]${family}['"];`).test(b) && /font-weight:\s*700;/.test(b) === bold,
    );
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

  // The bold faces' average widths, read from the @fontsource files and Liberation Sans/Serif Bold (metric twins of
  // Arial Bold and Times New Roman Bold) with @capsizecss/unpack: capsize's collection has regular faces only.
  const notoBold = {
    capHeight: 714,
    ascent: 1069,
    descent: -293,
    lineGap: 0,
    unitsPerEm: 1000,
    xHeight: 546,
  };
  const twin = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xHeight: 1082, capHeight: 1409 };
  const arialBold = { ...twin, familyName: 'Arial Bold', xWidthAvg: 983 };
  const timesBold = {
    ...twin,
    familyName: 'Times New Roman Bold',
    capHeight: 1341,
    ascent: 1825,
    descent: -443,
  };
  it.each([
    ['Noto Sans', 503, arialBold],
    ['Noto Serif', 512, { ...timesBold, lineGap: 87, xHeight: 940, xWidthAvg: 886 }],
    ['Noto Sans Display', 482, arialBold],
  ])('%s bold falls back to the local bold face with its metrics', (family, xWidthAvg, fallback) => {
    const expected = createFontStack([{ ...notoBold, familyName: family, xWidthAvg }, fallback]).fontFaces;
    expect(declarations(css, `${family} Fallback`, true)).toEqual(
      declarations(expected, `${family} Fallback`),
    );
  });

  it('names six self-hosted faces, each a file that exists, shown with swap', () => {
    const files = [...css.matchAll(/url\('~(@fontsource\/[^']+)'\)/g)].map((m) => m[1] ?? '');
    expect(files).toHaveLength(6);
    for (const file of files) expect(() => require.resolve(file)).not.toThrow();
    expect(css.match(/font-display: swap;/g)).toHaveLength(6);
  });
});
