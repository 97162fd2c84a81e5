import { createHttpClient } from '@news/http-client/createHttpClient';
import { pageBaseUrl } from '@news/http-client/pageBaseUrl';

/**
 * mf-portal's one client of the site's APIs (spec §7: the page's base URL, the retry table). Every failure is
 * logged here, the error hook of this remote; each caller decides what the reader sees (messageForReader).
 */
export const apiClient = createHttpClient({
  baseUrl: pageBaseUrl,
  onError: (error) => console.info(`[mf-portal] ${error.message}`, error.code ?? ''),
});
