import { MAX_CONTENT_ID, MAX_CONTENT_PAGE } from './contentPages';

/**
 * The one reading of a content id in a path (routes, page loaders, the content API): `'malformed'` unless it is
 * plain digits (an API answers 400 invalid_id, no route matches); `'unknown'` for digits no content can have (0, or
 * beyond the integer column: a 404 like any missing id); else the id.
 */
export function readContentId(raw: string | undefined): number | 'malformed' | 'unknown' {
  if (raw === undefined || !/^\d+$/.test(raw)) return 'malformed';
  const id = Number(raw);
  return id >= 1 && id <= MAX_CONTENT_ID ? id : 'unknown';
}

/**
 * The one reading of a page number (the `{page}` segment of a route, the `page` query of the content API): absent
 * → 1; an integer from 1 to MAX_CONTENT_PAGE in plain digits without a leading zero; anything else → undefined.
 */
export function readPageNumber(raw: unknown): number | undefined {
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,3}$/.test(raw)) return undefined;
  const page = Number(raw);
  return page <= MAX_CONTENT_PAGE ? page : undefined;
}
