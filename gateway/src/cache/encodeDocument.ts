import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CachedDocument } from './cacheStore';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** A cached document ready to send: its bytes, compressed copies and a strong ETag. */
export type EncodedDocument = { etag: string; identity: Buffer; br: Buffer; gzip: Buffer };

/** How many encoded documents are kept per process (the newest; a page cache entry is re-encoded when it returns). */
const MAX_ENCODED = 500;

/** Brotli quality of the first copy: fast (a few ms for the home page), about 85 % smaller than the HTML. */
const FIRST_BROTLI_QUALITY = 5;
/**
 * Brotli quality of the copy that replaces it, the best: 30–40 ms of a zlib thread for an article-sized page, 80 ms
 * for the home page, once per cache entry and process, for 9–10 % fewer bytes than the first copy (quality 10: 1.6 %
 * more). What it buys: a channel page and the home page fit in the first round trip of a slow connection (about
 * 14 KB with the headers), which is what Lighthouse's LCP waits for.
 */
const BEST_BROTLI_QUALITY = 11;

const compressBrotli = (identity: Buffer, quality: number) =>
  brotli(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });

/**
 * Encodes each cached document once per process, not per request: the UTF-8 bytes, brotli and gzip copies, and an
 * ETag of the content (the same for every copy: they are the same document). Compression runs on zlib's threads;
 * requests that arrive meanwhile wait for the same work. The first brotli copy is a fast one; a smaller one is made
 * after it on a zlib thread and served from then on.
 */
export function createDocumentEncoder() {
  const encoded = new Map<string, Promise<EncodedDocument>>();
  return (key: string, doc: CachedDocument): Promise<EncodedDocument> => {
    const id = `${key}@${doc.storedAt}`;
    const hit = encoded.get(id);
    if (hit) return hit;
    const work = (async () => {
      const identity = Buffer.from(doc.body, 'utf8');
      const [br, gzipped] = await Promise.all([
        compressBrotli(identity, FIRST_BROTLI_QUALITY),
        gz(identity, { level: 6 }),
      ]);
      const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
      return { etag, identity, br, gzip: gzipped };
    })();
    work.catch(() => encoded.delete(id));
    encoded.set(id, work);
    if (encoded.size > MAX_ENCODED) {
      const oldest = encoded.keys().next().value;
      if (oldest !== undefined) encoded.delete(oldest);
    }
    void work
      .then(async (first) => {
        const br = await compressBrotli(first.identity, BEST_BROTLI_QUALITY);
        // still this entry (not evicted or replaced meanwhile) and smaller: served from now on
        if (encoded.get(id) === work && br.length < first.br.length)
          encoded.set(id, Promise.resolve({ ...first, br }));
      })
      .catch(() => undefined);
    return work;
  };
}
export type DocumentEncoder = ReturnType<typeof createDocumentEncoder>;
