import { payloadUrl } from '@news/contracts/payloadUrl';
import { pageDataSchema, type PageData } from '@news/contracts/pageData';

/**
 * Client-side navigation: the page data from `{path}/_payload.json` — the same data the server render uses,
 * one request, possibly already in the HTTP cache from the shell's prefetch. A 404 page is data too.
 */
export async function loadPayload(pathname: string, search: string): Promise<PageData> {
  const res = await fetch(payloadUrl(pathname, search), {
    headers: { accept: 'application/json' },
    credentials: 'omit',
  });
  if (!res.ok && res.status !== 404) throw new Error(`Inhalt konnte nicht geladen werden (${res.status})`);
  return pageDataSchema.parse(await res.json());
}
