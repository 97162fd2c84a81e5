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

  it('is empty without a paragraph', () => {
    expect(summarize([{ type: 'subheading', text: 'Titel' }])).toBe('');
  });
});
