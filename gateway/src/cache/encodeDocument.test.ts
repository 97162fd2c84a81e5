import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createDocumentEncoder } from './encodeDocument';

/** Words of German-looking syllables, the same sequence on every run (a linear congruential generator). */
function wordsFrom(seed: number) {
  const syllables =
    'ge mein de rat rhein au feu er wehr haus halt schu le ver ein brü cke hoch was ser kreis tag bür ger meis ter stra ße neu bau fes ti val wahl stadt wer ke bä cke rei rad weg kirch turm markt platz sport'.split(
      ' ',
    );
  let x = seed;
  const next = (n: number) => (x = (x * 1103515245 + 12345) % 2147483648) % n;
  const word = () => Array.from({ length: 2 + next(3) }, () => syllables[next(syllables.length)]).join('');
  return { word, sentence: (n: number) => Array.from({ length: n }, word).join(' ') };
}

/** A page like a channel page: 120 teasers, the same markup around other words each. */
const page = (storedAt: number) => {
  const { word, sentence } = wordsFrom(storedAt);
  const teasers = Array.from(
    { length: 120 },
    (_, i) =>
      `<article class="ui-teaser"><h3 class="ui-teaser__headline"><a href="/lokales/${word()}-${100000 + i * 37}">${sentence(6)}</a></h3><p class="ui-teaser__text">${sentence(18)}.</p></article>`,
  );
  return {
    status: 200,
    body: `<!doctype html><html lang="de"><body>${teasers.join('')}</body></html>`,
    storedAt,
  };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('createDocumentEncoder', () => {
  it('encodes a document once: every copy decodes to the same bytes, with one ETag', async () => {
    const encode = createDocumentEncoder();
    const doc = page(1);
    const [a, b] = await Promise.all([encode('/lokales', doc), encode('/lokales', doc)]);
    expect(a).toBe(b);
    expect(brotliDecompressSync(a.br).toString('utf8')).toBe(doc.body);
    expect(gunzipSync(a.gzip).toString('utf8')).toBe(doc.body);
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it('serves a smaller brotli copy once it is made, the same document under the same ETag', async () => {
    const encode = createDocumentEncoder();
    const doc = page(2);
    const first = await encode('/lokales', doc);
    await settle();
    const later = await encode('/lokales', doc);
    expect(later.br.length).toBeLessThan(first.br.length);
    expect(brotliDecompressSync(later.br).toString('utf8')).toBe(doc.body);
    expect(later.etag).toBe(first.etag);
    expect(later.identity).toBe(first.identity);
  });

  it('encodes a new version of the entry anew', async () => {
    const encode = createDocumentEncoder();
    const first = await encode('/lokales', page(3));
    const next = page(4);
    const second = await encode('/lokales', next);
    expect(second.etag).not.toBe(first.etag);
    expect(brotliDecompressSync(second.br).toString('utf8')).toBe(next.body);
  });
});
