import { MAX_SEARCH_QUERY_LENGTH } from '@news/contracts/contentPages';

export type SearchQuery = { query: string; error?: string };

/** German texts of the content API's search errors (`{ status: 400, message }`). */
export const searchErrorTexts: Record<string, string> = {
  query_too_long: `Ihr Suchbegriff ist zu lang. Bitte verwenden Sie höchstens ${MAX_SEARCH_QUERY_LENGTH} Zeichen.`,
  invalid_query:
    'Ihr Suchbegriff konnte nicht verarbeitet werden. Bitte versuchen Sie es mit einem anderen Begriff.',
};

/**
 * The `q` parameter as the content API reads it (trimmed; empty → no search; longer than the API's limit →
 * its query_too_long error, in German). Checked here so the API is not asked for what it refuses.
 */
export function parseSearchQuery(search: string): SearchQuery {
  const query = (new URLSearchParams(search).get('q') ?? '').trim();
  if (query.length > MAX_SEARCH_QUERY_LENGTH)
    return { query, error: searchErrorTexts.query_too_long ?? 'query_too_long' };
  return { query };
}
