import { createHttpClient } from '@news/http-client/createHttpClient';

/**
 * mf-articles' one client of the site's APIs (spec §7: the page's base URL, the retry table). Every failure is
 * logged here, the error hook of this remote; each caller decides what the reader sees.
 */
export const apiClient = createHttpClient({
  onError: (error) => console.info(`[mf-articles] ${error.message}`, error.code ?? ''),
});
