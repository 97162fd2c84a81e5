import { formatAuthors } from './formatAuthors';

const a = (prename: string, surname: string, shortname?: string) => ({
  id: prename.length,
  prename,
  surname,
  shortname,
  urlPath: `/autor/${prename.toLowerCase()}-1`,
});

describe('formatAuthors', () => {
  it('returns an empty string without authors', () => {
    expect(formatAuthors([])).toBe('');
  });
  it('shows one author with the shortname in parentheses', () => {
    expect(formatAuthors([a('Anna', 'Berger', 'abe')])).toBe('Anna Berger (abe)');
  });
  it('joins two authors with "und"', () => {
    expect(formatAuthors([a('Anna', 'Berger'), a('Jonas', 'Klein')])).toBe('Anna Berger und Jonas Klein');
  });
  it('joins three authors with commas and a final "und"', () => {
    expect(formatAuthors([a('Anna', 'Berger'), a('Jonas', 'Klein', 'jkl'), a('Mira', 'Sommer')])).toBe(
      'Anna Berger, Jonas Klein (jkl) und Mira Sommer',
    );
  });
});
