import { summarize } from './summarize';

describe('summarize', () => {
  it('takes the first paragraph, not headings or lists', () => {
    expect(
      summarize([
        { type: 'subheading', text: 'Angaben gemäß § 5 DDG' },
        { type: 'list', ordered: false, items: ['a'] },
        { type: 'paragraph', text: '  Rheinauer   Bote GmbH,\nMarktplatz 1. ' },
        { type: 'paragraph', text: 'Zweiter Absatz.' },
      ]),
    ).toBe('Rheinauer Bote GmbH, Marktplatz 1.');
  });

  it('cuts a long paragraph at a word boundary with an ellipsis, within the limit', () => {
    const text =
      'Wir verarbeiten Ihre Daten nur, soweit dies für den Betrieb der Website nötig ist, und geben sie nicht weiter.';
    const short = summarize([{ type: 'paragraph', text }], 40);
    expect(short).toBe('Wir verarbeiten Ihre Daten nur, soweit…');
    expect(short.length).toBeLessThanOrEqual(40);
  });

  it('is empty without a paragraph', () => {
    expect(summarize([{ type: 'subheading', text: 'Titel' }])).toBe('');
  });
});
