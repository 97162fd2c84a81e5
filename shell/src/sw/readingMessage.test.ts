/** @jest-environment node */
import { createReadingMessages } from './readingMessage';
import type { ReadingDeps } from './readingCopies';

function worker(cacheNames: string[]) {
  const names = new Set(cacheNames);
  const fetched: string[] = [];
  const deps = {
    origin: 'https://www.example.de',
    fetch: async (url: string) => {
      fetched.push(url);
      return new Response('<main>Text</main>', { headers: { 'cache-control': 'public' } });
    },
    caches: {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
      open: async (name: string) => {
        names.add(name);
        const entries = new Map<string, Response>();
        return {
          match: async (key: string) => entries.get(key)?.clone(),
          put: async (key: string, res: Response) => void entries.set(key, res),
          delete: async (key: string) => entries.delete(key),
        };
      },
    },
  };
  return { apply: createReadingMessages(deps as unknown as ReadingDeps), names, fetched };
}

it('a reader’s word drops the other readers’ caches and starts their own', async () => {
  const { apply, names } = worker(['reading-v1:leser-1', 'reading-v1:anonym', 'images-v1']);
  await apply({ type: 'READING_READER', reader: 'leser-2', roles: ['PLUS_USER'] });
  expect([...names].sort()).toEqual(['images-v1', 'reading-v1:leser-2']);
});

it('fetches an open article only at an article path that names it', async () => {
  const { apply, fetched } = worker([]);
  expect(apply({ type: 'READING_READ', reader: 'leser-1', articleId: 12, path: '/account' })).toBeNull();
  expect(
    apply({ type: 'READING_READ', reader: 'leser-1', articleId: 12, path: '/neue-bruecke-13' }),
  ).toBeNull();
  expect(
    apply({ type: 'READING_READ', reader: 'leser-1', articleId: 12, path: 'https://evil.example/x-12' }),
  ).toBeNull();
  await apply({ type: 'READING_READ', reader: 'leser-1', articleId: 12, path: '/neue-bruecke-12' });
  expect(fetched).toEqual(['/neue-bruecke-12', '/neue-bruecke-12/_payload.json']);
});

it('ignores what is no reading message, or a malformed one', () => {
  const { apply } = worker([]);
  expect(apply({ type: 'SKIP_WAITING' })).toBeNull();
  expect(apply(null)).toBeNull();
  expect(apply({ type: 'READING_READER', reader: '../x', roles: [] })).toBeNull();
  expect(apply({ type: 'READING_READER', reader: 'leser-1', roles: 'PLUS_USER' })).toBeNull();
  expect(apply({ type: 'READING_BOOKMARKS', reader: 'leser-1', articleIds: [1, -2] })).toBeNull();
  expect(apply({ type: 'READING_BOOKMARKS', reader: 'leser-1', articleIds: '1' })).toBeNull();
  expect(apply({ type: 'READING_IMAGE', reader: 'leser-1', articleId: 1, url: '/img/x.webp' })).toBeNull();
});
