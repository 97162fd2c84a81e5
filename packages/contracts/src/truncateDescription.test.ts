import { MAX_DESCRIPTION_LENGTH, truncateDescription } from './truncateDescription';

describe('truncateDescription', () => {
  it('keeps a short text whole, with its whitespace collapsed', () => {
    expect(truncateDescription('  Rheinauer   Bote GmbH,\nMarktplatz 1. ')).toBe(
      'Rheinauer Bote GmbH, Marktplatz 1.',
    );
  });

  it('cuts a long text at a word boundary, drops trailing punctuation and adds an ellipsis, within the limit', () => {
    const text =
      'Wir verarbeiten Ihre Daten nur, soweit dies für den Betrieb der Website nötig ist, und geben sie nicht weiter.';
    const short = truncateDescription(text, 40);
    expect(short).toBe('Wir verarbeiten Ihre Daten nur, soweit…');
    expect(short.length).toBeLessThanOrEqual(40);
  });

  it('holds search engines’ limit by default', () => {
    const long = 'Wort '.repeat(100);
    expect(truncateDescription(long).length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(truncateDescription(long).endsWith('…')).toBe(true);
  });
});
