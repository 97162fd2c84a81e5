import { payloadUrl } from '@news/contracts/payloadUrl';
import { pageDataSchema, type PageData } from '@news/contracts/pageData';
import { HttpError } from '@news/http-client/createHttpClient';
import { apiClient } from './apiClient';

/**
 * Client-side navigation: the page data from `{path}/_payload.json` — the same data the server render uses,
 * one request, possibly already in the HTTP cache from the shell's prefetch. A 404 page is data too.
 */
export async function loadPayload(pathname: string, search: string): Promise<PageData> {
  const answer = await apiClient
    .request(payloadUrl(pathname, search), { credentials: 'omit' })
    .catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return error.body;
      throw error;
    });
  return pageDataSchema.parse(answer);
}
