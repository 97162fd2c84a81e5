import { payloadUrl } from '@news/contracts/payloadUrl';
import type { DocumentState } from '@news/contracts/documentState';
import { apiClient } from './apiClient';

/**
 * The page data the server-rendered page is hydrated with: the document's own, or, when the document left it out
 * (an article's island first view, ADR 0013), the page's `_payload.json`, which the gateway answers with the data
 * the server render uses. Undefined for a document without a server render. Rejects when the data cannot be
 * loaded: the runtime then does not start, and the page stays the server's (a held link is followed by the browser).
 */
export async function loadInitialPage(state: DocumentState, loc: Location): Promise<unknown> {
  if (!state.ssr) return undefined;
  if (state.ssr.page !== undefined) return state.ssr.page;
  return apiClient.request(payloadUrl(loc.pathname, loc.search), { credentials: 'omit' });
}
