import { formatPercent } from './formatPercent';
import { FONT_SIZES } from './readerPreferences';

describe('formatPercent', () => {
  it('writes every font size step as German notation does, decimal comma and a space before the sign', () => {
    expect(FONT_SIZES.map(formatPercent)).toEqual(
      FONT_SIZES.map((size) => `${size.toLocaleString('de-DE')}\u00a0%`.replace('\u00a0', ' ')),
    );
    expect(formatPercent(112.5)).toBe('112,5 %');
    expect(formatPercent(100)).toBe('100 %');
  });
});
