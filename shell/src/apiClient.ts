import { createHttpClient } from '@news/http-client/createHttpClient';

/**
 * The shell's one client of the site's APIs (spec §7: the page's base URL, the retry table), in the SPA runtime
 * (the entry imports no shared module, ADR 0001). Every failure is logged here, the error hook of the shell; the
 * callers decide what the reader sees (a toast where a reader's action failed).
 */
export const apiClient = createHttpClient({
  onError: (error) => console.info(`[shell] ${error.message}`, error.code ?? ''),
});
