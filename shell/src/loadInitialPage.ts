import { payloadUrl } from '@news/contracts/payloadUrl';
import type { DocumentState } from '@news/contracts/documentState';
import { pageDigest } from '@news/contracts/pageDigest';
import { apiClient } from './apiClient';
import { STALE_PAGE_ERROR } from './appHandshake';

/**
 * The page data the server-rendered page is hydrated with: the document's own, or, when the document left it out
 * (an island first view, ADR 0013), the page's `_payload.json`, which the gateway answers with the data the server
 * render uses — taken only when it is the data the document was rendered from (`pageDigest`): a cached page
 * served a while ago, or an article edited since, would otherwise be hydrated with other text. Undefined for a
 * document without a server render. Rejects when the data cannot be loaded or is not the document's: the runtime
 * then does not start, and the page stays the server's (a held link is followed by the browser).
 */
export async function loadInitialPage(state: DocumentState, loc: Location): Promise<unknown> {
  if (!state.ssr) return undefined;
  if (state.ssr.page !== undefined) return state.ssr.page;
  const page = await apiClient.request(payloadUrl(loc.pathname, loc.search), { credentials: 'omit' });
  const expected = state.ssr.pageDigest;
  if (expected !== undefined && pageDigest(page) !== expected) {
    const error = new Error('the page data changed since the document was rendered');
    error.name = STALE_PAGE_ERROR;
    throw error;
  }
  return page;
}
