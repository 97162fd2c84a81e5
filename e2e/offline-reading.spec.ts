import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openSite } from './authHelpers';
import {
  chooseNecessaryOnly,
  logInAs,
  paidSentences,
  password,
  plusTeasers,
  readers,
} from './paywallHelpers';
import { contentJson, htmlEscaped, waitForArticles } from './readingHelpers';
import { controlledByServiceWorker, dropWorkerCaches, readingCopy } from './serviceWorkerHelpers';

/**
 * Offline reading (issue 17, docs/adr/0014): bookmarked and recently read articles open offline from the reader's
 * reading cache, with their images; an entitled reader's copy holds the paid text and is gone after the logout;
 * an in-app navigation that fails offline shows the error page, which returns to the page once online.
 */
test.use({ serviceWorkers: 'allow' });

type Teaser = { documentId: number; title: string; targetPathOrUrl: string; contentRestriction: string };
type ArticleWithImage = { id: number; title: string; canonicalPath: string; img?: { baseUrl: string } };

const bookmarkButton = (page: Page) => page.locator('.ar-article__tools button[aria-pressed]');
/** The article's header image, loaded (from wherever the browser got it). */
const headerImageLoaded = (page: Page) =>
  page
    .locator('main img.ui-image__img')
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** The plus reader's bookmarks through the user API, with a session of the `request` fixture's own. */
async function removeBookmark(request: APIRequestContext, origin: string, articleId: number) {
  const login = await request.post('/api/auth/login', {
    headers: { origin },
    data: { identifier: readers.plus, password },
  });
  expect(login.status()).toBe(200);
  const { user } = (await (await request.get('/api/validate')).json()) as { user: { ssoId: string } };
  const res = await request.delete(`/user-api/mandators/rb/users/${user.ssoId}/bookmarks/${articleId}`, {
    headers: { origin },
  });
  expect([204, 404]).toContain(res.status());
}

test('an entitled reader’s bookmarked plus article opens offline with its paid text and image; after the logout it is gone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  let article: ArticleWithImage | undefined;
  for (const teaser of await plusTeasers(request)) {
    const candidate = await contentJson<ArticleWithImage>(request, `articles/${teaser.documentId}`);
    if (candidate.img) {
      article = candidate;
      break;
    }
  }
  expect(article, 'the seed has a plus article with an image').toBeDefined();
  const { id, canonicalPath } = article as ArticleWithImage;
  await removeBookmark(request, origin, id);
  await chooseNecessaryOnly(page, origin);
  await logInAs(page, origin, readers.plus);
  const sentence = (await paidSentences(page, origin, id))[0] ?? '';
  const { user } = (await (await page.request.get('/api/validate')).json()) as { user: { ssoId: string } };

  await openSite(page, canonicalPath);
  await expect(page.locator('.ar-article__body')).toContainText(sentence);
  await controlledByServiceWorker(page);
  await expect(bookmarkButton(page)).toHaveAttribute('aria-pressed', 'false');
  await bookmarkButton(page).click();
  await expect(bookmarkButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await readingCopy(page, `/${id}`))?.text.includes(htmlEscaped(sentence)))
    .toBe(true);
  expect((await readingCopy(page, `/${id}`))?.cache).toBe(`reading-v1:${user.ssoId}`);
  // the header image as the browser chose it from the srcset, kept with the copy
  await expect
    .poll(async () => {
      const list = JSON.parse((await readingCopy(page, '/__reading-copies/list.json'))?.text ?? '{}') as {
        copies?: Record<string, { images: string[]; private: boolean }>;
      };
      return list.copies?.[String(id)];
    })
    .toEqual({ images: expect.arrayContaining([expect.any(String)]) as unknown, private: true });

  // the first page load ran before the worker took control: once more with it, as on any later visit, so the
  // worker has the app's own files too
  await page.reload();
  await waitForArticles(page);
  await dropWorkerCaches(page);
  await context.setOffline(true);
  await page.goto(canonicalPath);
  await expect(page.getByRole('heading', { level: 1, name: article?.title })).toBeVisible();
  await expect(page.locator('.ar-article__body')).toContainText(sentence);
  await expect.poll(() => headerImageLoaded(page)).toBe(true);

  await context.setOffline(false);
  await openSite(page, '/?logout');
  await expect.poll(async () => readingCopy(page, `/${id}`)).toBeNull();
  expect(await page.evaluate(() => caches.keys())).not.toContain(`reading-v1:${user.ssoId}`);
  await context.setOffline(true);
  await page.goto(canonicalPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Internetverbindung' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(sentence);
  await context.setOffline(false);
  await removeBookmark(request, origin, id);
});

test('a recently read article opens offline with its image; an in-app navigation that fails offline shows the error page and returns when online', async ({
  page,
  context,
  request,
}) => {
  const home = await contentJson<{ sections: { teasers: Teaser[] }[] }>(request, 'home');
  const onHome = home.sections.flatMap((s) => s.teasers);
  let read: ArticleWithImage | undefined;
  let readLink = '';
  for (const teaser of onHome.filter((t) => t.contentRestriction !== 'plus')) {
    const candidate = await contentJson<ArticleWithImage>(request, `articles/${teaser.documentId}`);
    if (candidate.img) {
      read = candidate;
      readLink = teaser.targetPathOrUrl;
      break;
    }
  }
  expect(read, 'the home page has a free article with an image').toBeDefined();
  // a page the site never showed a link to in this test: nothing has prefetched it
  const { pagination } = await contentJson<{ pagination: { totalPages: number } }>(
    request,
    'newest-articles',
  );
  const older = await contentJson<{ teasers: Teaser[] }>(
    request,
    `newest-articles?page=${pagination.totalPages}`,
  );
  const unvisited = older.teasers.find(
    (t) => !onHome.some((h) => h.documentId === t.documentId) && t.documentId !== read?.id,
  );
  expect(unvisited).toBeDefined();
  const unvisitedPath = new URL(unvisited?.targetPathOrUrl ?? '/', 'http://x').pathname;

  await openSite(page, '/');
  await waitForArticles(page);
  await controlledByServiceWorker(page);
  await page.locator(`main a[href="${readLink}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: read?.title })).toBeVisible();
  await expect.poll(async () => (await readingCopy(page, `/${read?.id}`))?.cache).toBe('reading-v1:anonym');
  await expect
    .poll(async () => (await readingCopy(page, '/__reading-copies/list.json'))?.text ?? '')
    .toMatch(new RegExp(`"${read?.id}":\\{"images":\\["/`));

  // offline, a link in the app to a page without a copy: the error page says so ...
  await dropWorkerCaches(page);
  await context.setOffline(true);
  await page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'Ein älterer Artikel';
    document.getElementById('app-main')?.prepend(link);
  }, unvisitedPath);
  await page.getByRole('link', { name: 'Ein älterer Artikel' }).click();
  await expect(page.getByText('Sie sind offline. Sobald die Verbindung wieder besteht')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(unvisitedPath);
  // ... counts down once the connection is back, and opens the page
  await context.setOffline(false);
  await expect(page.getByText(/Sie sind wieder online\. Weiterleitung in [1-5] Sekunden/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: unvisited?.title })).toBeVisible({
    timeout: 15_000,
  });

  // the article read before opens offline from its reading copy, with its image
  await dropWorkerCaches(page);
  await context.setOffline(true);
  await page.goto(read?.canonicalPath ?? '/');
  await expect(page.getByRole('heading', { level: 1, name: read?.title })).toBeVisible();
  await expect.poll(() => headerImageLoaded(page)).toBe(true);
  await context.setOffline(false);
});
