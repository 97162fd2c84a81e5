/** @jest-environment node */
import { createReadingCopies, imagesOfDocument, type ReadingDeps } from './readingCopies';

/** Cache Storage in memory, as much of it as the reading copies use. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) => String(request instanceof Request ? request.url : request);
  const storage = {
    async open(name: string) {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        async match(request: RequestInfo | URL) {
          return store.get(keyOf(request))?.clone();
        },
        async put(request: RequestInfo | URL, response: Response) {
          store.set(keyOf(request), response);
        },
        async delete(request: RequestInfo | URL) {
          return store.delete(keyOf(request));
        },
      };
    },
    async keys() {
      return [...stores.keys()];
    },
    async delete(name: string) {
      return stores.delete(name);
    },
  };
  return { storage, stores };
}

type Answer = { body: string; cacheControl?: string };

function site(answers: Record<string, Answer>) {
  const { storage, stores } = memoryCaches();
  const requests: { url: string; credentials: RequestCredentials | undefined }[] = [];
  const deps = {
    caches: storage,
    origin: 'https://www.example.de',
    fetch: async (url: string, init?: RequestInit) => {
      requests.push({ url, credentials: init?.credentials });
      const answer = answers[url];
      if (!answer) return new Response('nicht gefunden', { status: 404 });
      return new Response(answer.body, {
        headers: { 'cache-control': answer.cacheControl ?? 'public, max-age=60' },
      });
    },
  };
  return { deps: deps as unknown as ReadingDeps, stores, requests };
}

/** Lets the queued changes of the reading copies run (each awaits several fake cache calls). */
const settle = async () => {
  for (let i = 0; i < 200; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

const entries = (stores: Map<string, Map<string, Response>>, name: string) =>
  [...(stores.get(name)?.keys() ?? [])].sort();

it('keeps the open article the reader reads: document, page data and image under its id and picture', async () => {
  const { deps, stores, requests } = site({
    '/neue-bruecke-12': {
      body: '<main><h1>Brücke</h1><img src="/img/Ab3xQ0c9-_Zz81kLmN0pQr/article/640.webp/seed/a.jpg"><p>Bezahlter Text</p></main>',
      cacheControl: 'private, no-store',
    },
    '/neue-bruecke-12/_payload.json': { body: '{"kind":"article"}' },
    '/img/Ab3xQ0c9-_Zz81kLmN0pQr/article/640.webp/seed/a.jpg': { body: 'bild' },
  });
  const copies = createReadingCopies(deps, 'leser-1');
  copies.roles(['PLUS_USER']);
  copies.read(12, '/neue-bruecke-12');
  await settle();

  expect(entries(stores, 'reading-v1:leser-1')).toEqual([
    '/12',
    '/12/_payload.json',
    '/__reading-copies/list.json',
    '/img/Ab3xQ0c9-_Zz81kLmN0pQr/article/*/seed/a.jpg',
  ]);
  const document = await (await (await deps.caches.open('reading-v1:leser-1')).match('/12'))?.text();
  expect(document).toContain('Bezahlter Text');
  expect(requests.find((r) => r.url === '/neue-bruecke-12')?.credentials).toBe('same-origin');
  expect(requests.find((r) => r.url.endsWith('_payload.json'))?.credentials).toBe('omit');
  const list = JSON.parse(
    (await (
      await (await deps.caches.open('reading-v1:leser-1')).match('/__reading-copies/list.json')
    )?.text()) ?? '{}',
  ) as { copies: Record<string, unknown>; recent: number[] };
  expect(list.recent).toEqual([12]);
  expect(list.copies).toEqual({
    '12': { images: ['/img/Ab3xQ0c9-_Zz81kLmN0pQr/article/*/seed/a.jpg'], private: true },
  });
});

it('a metered reader’s bookmark elsewhere is fetched without the session; unbookmarking drops it and its images', async () => {
  const { deps, stores, requests } = site({
    '/7': { body: '<main><img src="/images/b/320.webp"><img src="https://cdn.example.com/x.webp"></main>' },
    '/7/_payload.json': { body: '{}' },
    '/images/b/320.webp': { body: 'bild' },
  });
  const copies = createReadingCopies(deps, 'leser-2');
  copies.roles([]);
  copies.bookmarks([7]);
  await settle();
  expect(entries(stores, 'reading-v1:leser-2')).toEqual([
    '/7',
    '/7/_payload.json',
    '/__reading-copies/list.json',
    '/images/b/320.webp',
  ]);
  expect(requests.find((r) => r.url === '/7')?.credentials).toBe('omit');

  copies.bookmarks([]);
  await settle();
  expect(entries(stores, 'reading-v1:leser-2')).toEqual(['/__reading-copies/list.json']);
});

it('a lost role drops the private copies and fetches them again under the new rights', async () => {
  const answers: Record<string, Answer> = {
    '/neue-bruecke-12': { body: '<main>Bezahlter Text</main>', cacheControl: 'private, no-store' },
    '/neue-bruecke-12/_payload.json': { body: '{}' },
  };
  const { deps, stores } = site(answers);
  const copies = createReadingCopies(deps, 'leser-3');
  copies.roles(['PLUS_USER']);
  copies.read(12, '/neue-bruecke-12');
  await settle();
  // fetched again by id, as any kept article that is not open
  answers['/12'] = { body: '<main>Nur der Anriss</main>' };
  answers['/12/_payload.json'] = { body: '{}' };
  copies.roles(['PLUS_USER']);
  await settle();
  const stored = async () => (await (await deps.caches.open('reading-v1:leser-3')).match('/12'))?.text();
  expect(await stored()).toContain('Bezahlter Text');

  copies.roles([]);
  await settle();
  expect(await stored()).toContain('Nur der Anriss');
  expect(entries(stores, 'reading-v1:leser-3')).toContain('/12/_payload.json');
});

it('reading offline keeps the earlier copy', async () => {
  const answers: Record<string, Answer> = {
    '/neue-bruecke-12': { body: '<main>Brücke</main>' },
    '/neue-bruecke-12/_payload.json': { body: '{}' },
  };
  const { deps } = site(answers);
  const copies = createReadingCopies(deps, 'anonym');
  copies.read(12, '/neue-bruecke-12');
  await settle();
  deps.fetch = () => Promise.reject(new TypeError('offline'));
  copies.read(12, '/neue-bruecke-12');
  await settle();
  const cache = await deps.caches.open('reading-v1:anonym');
  expect(await (await cache.match('/12'))?.text()).toContain('Brücke');
  const list = JSON.parse((await (await cache.match('/__reading-copies/list.json'))?.text()) ?? '{}') as {
    copies: Record<string, unknown>;
  };
  expect(Object.keys(list.copies)).toEqual(['12']);
});

it('finds the img fallbacks of this site in a document’s main area', () => {
  const html =
    '<header><img src="/logo.svg"></header><main><img alt="a" src="/images/a.webp?w=640&amp;q=70">' +
    '<img src="https://cdn.example.com/b.webp"><img src="/images/a.webp?w=640&amp;q=70"></main>';
  expect(imagesOfDocument(html, 'https://www.example.de')).toEqual(['/images/a.webp?w=640&q=70']);
});
