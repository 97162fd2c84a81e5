/** @jest-environment node */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fontsOf } = require('./EntrypointsPlugin') as { fontsOf: (css: string) => string[] };

describe('the fonts a document preloads (EntrypointsPlugin)', () => {
  it('are the faces that draw basic Latin, not those loaded on demand for other characters', () => {
    const css =
      "@font-face{font-family:'A';src:url(fonts/a-whole.1.woff2) format('woff2');unicode-range:U+00A1-00A6, U+0131}" +
      "@font-face{font-family:'A';src:url(fonts/a.2.woff2) format('woff2');unicode-range:U+0020-007E, U+00C4}" +
      "@font-face{font-family:'B';src:url(\"fonts/b.3.woff2\") format('woff2')}" +
      "@font-face{font-family:'B Fallback';src:local('Arial')}";
    expect(fontsOf(css)).toEqual(['fonts/a.2.woff2', 'fonts/b.3.woff2']);
  });
});
