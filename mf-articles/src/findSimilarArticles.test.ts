import type { ArticleTeaser } from '@news/contracts/content';
import { findSimilarArticles, similarArticleSearches, similarArticleWords } from './findSimilarArticles';
import { teaserFixture } from './testing/fixtures';

describe('similarArticleWords', () => {
  it('takes the last path segment and splits it on hyphen, underscore and whitespace', () => {
    expect(similarArticleWords('/lokales/feuerwehr-einsatz_am%20hafen')).toEqual([
      'feuerwehr',
      'einsatz',
      'am',
      'hafen',
    ]);
    expect(similarArticleWords('/feuerwehr-einsatz-xyz?utm_source=x#oben')).toEqual([
      'feuerwehr',
      'einsatz',
      'xyz',
    ]);
  });

  it('drops the stop words and pure digits, case-insensitively', () => {
    expect(
      similarArticleWords(
        '/Der-Streit-um-die-Bruecke-und-das-Geld-fuer-eine-Stadt-im-Tal-auf-dass-in-wegen-ein-2024',
      ),
    ).toEqual(['streit', 'um', 'bruecke', 'geld']);
    expect(similarArticleWords('/für-den-neubau-4711')).toEqual(['den', 'neubau']);
  });

  it('keeps at most 4 words', () => {
    expect(similarArticleWords('/eins-zwei-drei-vier-fuenf-sechs')).toEqual(['eins', 'zwei', 'drei', 'vier']);
  });

  it('has no words when the URL text is shorter than 8 characters or only stop words and digits', () => {
    expect(similarArticleWords('/sport/abc-def')).toEqual([]);
    expect(similarArticleWords('/lokales/')).toEqual([]);
    expect(similarArticleWords('/lokales/feuerwehr/')).toEqual(['feuerwehr']);
    expect(similarArticleWords('/')).toEqual([]);
    expect(similarArticleWords('')).toEqual([]);
    expect(similarArticleWords('/12345678')).toEqual([]);
    expect(similarArticleWords('/und-der-die-das')).toEqual([]);
  });

  it('copes with broken percent-encoding', () => {
    expect(similarArticleWords('/kaputt%E0%A4%A-hafen')).toEqual(['kaputt%e0%a4%a', 'hafen']);
  });
});

describe('similarArticleSearches', () => {
  it('searches with all words, then drops the last word until none remain', () => {
    expect(similarArticleSearches(['a', 'b', 'c'])).toEqual([['a', 'b', 'c'], ['a', 'b'], ['a']]);
    expect(similarArticleSearches([])).toEqual([]);
  });
});

describe('findSimilarArticles', () => {
  const teasers = (n: number): ArticleTeaser[] =>
    Array.from({ length: n }, (_, i) => ({ ...teaserFixture, documentId: i + 1 }));

  it('stops at the first search with results and returns at most 3', async () => {
    const asked: string[][] = [];
    const found = await findSimilarArticles('/feuerwehr-einsatz-xyz', async (words) => {
      asked.push(words);
      return words.length === 2 ? teasers(5) : [];
    });
    expect(asked).toEqual([
      ['feuerwehr', 'einsatz', 'xyz'],
      ['feuerwehr', 'einsatz'],
    ]);
    expect(found.map((t) => t.documentId)).toEqual([1, 2, 3]);
  });

  it('gives nothing, without searching, for a short address, and nothing when no search finds anything', async () => {
    const search = jest.fn(async () => [] as ArticleTeaser[]);
    expect(await findSimilarArticles('/abc', search)).toEqual([]);
    expect(search).not.toHaveBeenCalled();
    expect(await findSimilarArticles('/gibt-es-nicht-seite', search)).toEqual([]);
    expect(search).toHaveBeenCalledTimes(4);
  });

  it('passes search errors on to the caller', async () => {
    await expect(
      findSimilarArticles('/feuerwehr-einsatz', () => Promise.reject(new Error('offline'))),
    ).rejects.toThrow('offline');
  });
});
