import { createHttpClient } from '@news/http-client/createHttpClient';

/**
 * mf-dialog-flow's one client: the session API, i.e. the content system's auth API through the gateway (spec §7
 * "Content system": no retry, so `retries: 0`; its error envelope is version 4). Every failure is logged here,
 * the error hook of this remote; postSession turns it into the reader's German message.
 */
export const sessionClient = createHttpClient({
  retries: 0,
  onError: (error) => console.info(`[mf-dialog-flow] ${error.message}`, error.code ?? ''),
});
