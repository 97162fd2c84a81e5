import { parseSearchQuery } from './searchQuery';

describe('parseSearchQuery', () => {
  it('reads and trims q', () => {
    expect(parseSearchQuery('?q=%20H%C3%A4user%20')).toEqual({ query: 'Häuser' });
    expect(parseSearchQuery('q=Haus+am+See')).toEqual({ query: 'Haus am See' });
  });
  it('gives an empty query without q', () => {
    expect(parseSearchQuery('')).toEqual({ query: '' });
    expect(parseSearchQuery('?q=%20%20')).toEqual({ query: '' });
  });
  it('gives the German too-long error above 200 characters', () => {
    expect(parseSearchQuery(`?q=${'a'.repeat(200)}`).error).toBeUndefined();
    expect(parseSearchQuery(`?q=${'a'.repeat(201)}`).error).toBe(
      'Ihr Suchbegriff ist zu lang. Bitte verwenden Sie höchstens 200 Zeichen.',
    );
  });
});
