import type { ArticleTeaser } from '@news/contracts/content';

/** Spec §9: at most 3 similar articles, searched with at most 4 words, for URL texts of at least 8 characters. */
export const SIMILAR_ARTICLES_MAX = 3;
export const SIMILAR_ARTICLES_MAX_WORDS = 4;
export const SIMILAR_ARTICLES_MIN_URL_LENGTH = 8;

/** Spec §5: words that say nothing about a topic. Pure digits (ids, page numbers) are dropped as well. */
const STOP_WORDS = new Set([
  'der',
  'die',
  'das',
  'dass',
  'ein',
  'eine',
  'und',
  'im',
  'in',
  'auf',
  'für',
  'wegen',
]);

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The search words of a failed page's address (spec §5): its last path segment (the "URL text"; query and hash
 * do not count), split on hyphen, underscore and whitespace, without stop words and pure digits, at most 4.
 * No words when the URL text is shorter than 8 characters.
 */
export function similarArticleWords(address: string): string[] {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter((s) => s !== '');
  const text = decode(segments[segments.length - 1] ?? '');
  if (text.length < SIMILAR_ARTICLES_MIN_URL_LENGTH) return [];
  return text
    .split(/[-_\s]+/)
    .map((word) => word.toLowerCase())
    .filter((word) => word !== '' && !STOP_WORDS.has(word) && !/^\d+$/.test(word))
    .slice(0, SIMILAR_ARTICLES_MAX_WORDS);
}

/** The searches in the order they are tried: all words, then one word less each time. */
export function similarArticleSearches(words: readonly string[]): string[][] {
  return words.map((_, dropped) => words.slice(0, words.length - dropped));
}

/**
 * Up to 3 articles similar to the failed page's address: searches with all words first and drops the last word
 * until a search finds something or no word is left. `search` asks the content API (articles/search); its
 * errors reach the caller, who only logs them.
 */
export async function findSimilarArticles(
  address: string,
  search: (words: string[]) => Promise<ArticleTeaser[]>,
): Promise<ArticleTeaser[]> {
  for (const words of similarArticleSearches(similarArticleWords(address))) {
    const teasers = await search(words);
    if (teasers.length > 0) return teasers.slice(0, SIMILAR_ARTICLES_MAX);
  }
  return [];
}
