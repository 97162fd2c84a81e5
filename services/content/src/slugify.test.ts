import { slugify } from './slugify';

describe('slugify', () => {
  it('transliterates umlauts and ß and joins words with dashes', () => {
    expect(slugify('Häuser für Rheinau – „Süß & groß“!')).toBe('haeuser-fuer-rheinau-suess-gross');
    expect(slugify('  Café São 2:1  ')).toBe('cafe-sao-2-1');
  });

  it('cuts long slugs at a word boundary', () => {
    expect(slugify('eins zwei drei vier', 12)).toBe('eins-zwei');
  });
});
