import { PAYLOAD_SUFFIX, pagePathOfPayload } from '@news/contracts/payloadUrl';

/** The caches of offline reading copies are named this prefix + the reader's key (docs/adr/0014). */
export const READING_CACHE_PREFIX = 'reading-v1:';
/** The key of a reader who is not logged in: their copies are anonymous documents only. */
export const ANONYMOUS_READER = 'anonym';

export const readingCacheName = (readerKey: string): string => `${READING_CACHE_PREFIX}${readerKey}`;

/** The route table's article path (route `article`, `/:slug?-:id`) with its slug and id rules. */
const ARTICLE_PATH = /^\/(?:[a-z0-9-]+-)?(\d+)$/;
const MAX_ARTICLE_ID = 2_147_483_647;

/**
 * The article id of an article page path (`/neue-bruecke-12345`, `/12345`), or null. The worker cannot carry the
 * route table (it brings the content schemas along, three times the worker's size); readingCopyKey.test.ts holds
 * this to the route table's answer.
 */
export function articleIdOfPath(pathname: string): number | null {
  // one trailing slash is the same page, as the route table reads it
  const digits = ARTICLE_PATH.exec(pathname.endsWith('/') ? pathname.slice(0, -1) : pathname)?.[1];
  const id = Number(digits);
  return digits !== undefined && id >= 1 && id <= MAX_ARTICLE_ID ? id : null;
}

/** An image variant (`/img/{signature}/{preset}[@{x}_{y}]/{width}.{format}/{source}`, imageVariantPath.ts). */
const IMAGE_VARIANT = /^(\/img\/[^/]+\/[^/]+)\/\d+\.[a-z]+(\/.+)$/;

/**
 * Where a reading cache keeps the answer for a URL: an article's document under `/{id}` and its page data under
 * `/{id}/_payload.json`, whatever slug or query the link carries (the reader may come from a teaser, the bookmark
 * list or the address bar); an image under its picture and crop with `*` for width and format, so the one
 * variant kept answers whichever the browser picks from the srcset offline;
 * anything else under its own path and query.
 */
export function readingCopyKey(url: URL): string {
  const image = IMAGE_VARIANT.exec(url.pathname);
  if (image) return `${image[1]}/*${image[2]}`;
  const page = pagePathOfPayload(url.pathname);
  const id = articleIdOfPath(page ?? url.pathname);
  if (id === null) return url.pathname + url.search;
  return page === null ? `/${id}` : `/${id}${PAYLOAD_SUFFIX}`;
}
