/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import notoSans from '@capsizecss/metrics/notoSans';
import notoSansDisplay from '@capsizecss/metrics/notoSansDisplay';
import notoSerif from '@capsizecss/metrics/notoSerif';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
/* eslint-disable @typescript-eslint/no-require-imports -- the build's helpers are CommonJS without types */
const { GERMAN_CHARACTERS } = require('@news/mf-build/germanCharacters') as { GERMAN_CHARACTERS: string };
const { codePointsOf, formatUnicodeRange, parseUnicodeRange } = require('@news/mf-build/unicodeRange') as {
  codePointsOf: (text: string) => number[];
  formatUnicodeRange: (codePoints: number[]) => string;
  parseUnicodeRange: (value: string) => number[];
};
const subsetFontLoader = require('@news/mf-build/subsetFontLoader') as (
  this: unknown,
  source: Buffer,
) => void;
/* eslint-enable @typescript-eslint/no-require-imports */

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

  /** The faces with a file: their file (as the stylesheet names it) and the code points of their unicode-range. */
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((m) => m[1] ?? '')
    .filter((face) => face.includes('url('))
    .map((face) => ({
      file: /url\('~([^']+)'\)/.exec(face)?.[1] ?? '',
      range: parseUnicodeRange(/unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? 'missing'),
      swap: /font-display: swap;/.test(face),
    }));
  const SUBSET = '?subset=german';
  /** @fontsource's own unicode-range for a file of its latin subset. */
  function fontsourceLatinRange(file: string): number[] {
    const name = path.basename(file, '.woff2');
    const [, weight, style] = /-(\d+)-(normal|italic)$/.exec(name) ?? [];
    const pkg = path.dirname(require.resolve(`${file.split('/files/')[0]}/package.json`));
    const sheet = readFileSync(path.join(pkg, `${weight}${style === 'italic' ? '-italic' : ''}.css`), 'utf8');
    const block = sheet.split('@font-face').find((b) => b.includes(`/${name}.woff2`)) ?? '';
    return parseUnicodeRange(/unicode-range:\s*([^;]+);/.exec(block)?.[1] ?? 'missing');
  }

  it('preloads six faces reduced to German text, each drawing exactly the characters it holds', () => {
    const german = faces.filter((f) => f.file.endsWith(SUBSET));
    expect(german).toHaveLength(6);
    const holds = formatUnicodeRange(codePointsOf(GERMAN_CHARACTERS));
    for (const face of german) {
      expect(formatUnicodeRange(face.range)).toBe(holds);
      expect(() => require.resolve(face.file.slice(0, -SUBSET.length))).not.toThrow();
      expect(face.swap).toBe(true);
    }
  });

  it("draws every other character of @fontsource's latin range with the whole file, loaded on demand", () => {
    const german = new Set(codePointsOf(GERMAN_CHARACTERS));
    const whole = faces.filter((f) => !f.file.endsWith(SUBSET));
    expect(whole.map((f) => `${f.file}${SUBSET}`)).toEqual(
      faces.filter((f) => f.file.endsWith(SUBSET)).map((f) => f.file),
    );
    for (const face of whole) {
      expect(face.range).toEqual(fontsourceLatinRange(face.file).filter((c) => !german.has(c)));
      expect(face.range).not.toContain(0x41); // so the document does not preload it (EntrypointsPlugin)
      expect(face.swap).toBe(true);
    }
  });

  it('subsetFontLoader reduces a brand font to German text, still a woff2 file', async () => {
    const whole = readFileSync(
      require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2'),
    );
    const subset = await new Promise<Buffer>((resolve, reject) =>
      subsetFontLoader.call(
        { async: () => (error: Error | null, out: Buffer) => (error ? reject(error) : resolve(out)) },
        whole,
      ),
    );
    expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(subset.length).toBeLessThan(whole.length * 0.8);
  });
});
