import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoReader, logInByApi, logInThroughOverlay, loginDialog, openSite } from './authHelpers';
import { collectConsoleErrors } from './consoleErrors';
import { findArticle, waitForArticles, type ArticleJson } from './readingHelpers';

/**
 * The demo reader's bookmarks through the user API, with a session of its own (the `request` fixture does not
 * share cookies with the page): the tests start from an empty list, and some fill it.
 */
async function readerBookmarks(request: APIRequestContext, baseURL: string | undefined) {
  const origin = { origin: new URL(baseURL ?? '').origin };
  const login = await request.post('/api/auth/login', {
    headers: origin,
    data: { identifier: demoReader.email, password: demoReader.password },
  });
  expect(login.status()).toBe(200);
  const { user } = (await (await request.get('/api/validate')).json()) as { user: { ssoId: string } };
  const path = `/user-api/mandators/rb/users/${user.ssoId}/bookmarks`;
  const list = async () =>
    ((await (await request.get(path)).json()) as { articleId: number }[]).map((b) => b.articleId);
  return {
    list,
    add: async (articleId: number) =>
      expect((await request.post(`${path}/${articleId}`, { headers: origin })).status()).toBeLessThan(300),
    clear: async () => {
      for (const articleId of await list())
        expect((await request.delete(`${path}/${articleId}`, { headers: origin })).status()).toBe(204);
    },
  };
}

const bookmarkButton = (page: Page) => page.locator('.ar-article__tools button[aria-pressed]');

/** Logs the demo reader in, opens the article and answers its bookmark button once the header knows the reader. */
async function openArticleLoggedIn(page: Page, baseURL: string | undefined) {
  await logInByApi(page, baseURL);
  await openSite(page, article.canonicalPath);
  await waitForArticles(page);
  await expect(page.locator('a.shell-account')).toHaveText(demoReader.firstName);
  return bookmarkButton(page);
}

let article: ArticleJson;

test.beforeAll(async ({ request }) => {
  article = await findArticle(request, (a) => !a.isPaywalled);
});

test('a logged-out reader gets the login dialog; after the login in the overlay the article is bookmarked', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const bookmarks = await readerBookmarks(request, baseURL);
  await bookmarks.clear();
  const errors = collectConsoleErrors(page);
  await openSite(page, article.canonicalPath);
  await waitForArticles(page);
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');

  const button = bookmarkButton(page);
  await expect(button).toHaveAccessibleName('Artikel merken');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(loginDialog(page)).toBeVisible();
  const pending = (await context.cookies()).find((c) => c.name === 'bookmarkedArticleId');
  expect(pending?.value).toBe(String(article.id));
  expect(pending?.expires ?? 0).toBeGreaterThan(Date.now() / 1000);

  await logInThroughOverlay(page);
  await expect(loginDialog(page)).toBeHidden();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveAccessibleName('Gemerkt – entfernen');
  expect(await bookmarks.list()).toEqual([article.id]);
  expect(errors).toEqual([]);
});

test('a logged-out native app user goes to the native login page, returning to the article', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'news_native', value: '1', url: baseURL ?? '' }]);
  await openSite(page, article.canonicalPath);
  await waitForArticles(page);
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
  await bookmarkButton(page).click();
  const redirect = encodeURIComponent(article.canonicalPath);
  await expect(page).toHaveURL(
    new RegExp(`/__mein-portal/dialog-flow/login\\?isnative=1&redirect=${redirect}$`),
  );
  const pending = (await context.cookies()).find((c) => c.name === 'bookmarkedArticleId');
  expect(pending?.value).toBe(String(article.id));
  await context.clearCookies({ name: 'bookmarkedArticleId' });
});

test('a logged-in reader bookmarks an article, finds it on /bookmarks and removes it there', async ({
  page,
  request,
  baseURL,
}) => {
  const bookmarks = await readerBookmarks(request, baseURL);
  await bookmarks.clear();
  const button = await openArticleLoggedIn(page, baseURL);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Artikel gemerkt' })).toBeVisible();
  await expect.poll(() => bookmarks.list()).toEqual([article.id]);
  await expect(page.locator('a.shell-bookmarks')).toHaveText('Merkliste (1)');

  await openSite(page, '/bookmarks');
  await expect(page.getByRole('heading', { level: 1, name: 'Merkliste' })).toBeVisible();
  await expect(page.getByRole('link', { name: article.title })).toHaveAttribute(
    'href',
    article.canonicalPath,
  );
  await page.getByRole('button', { name: `„${article.title}“ von der Merkliste entfernen` }).click();
  await expect(page.getByText('Sie haben noch keine Artikel gemerkt.')).toBeVisible();
  await expect(page.locator('a.shell-bookmarks')).toHaveText('Merkliste (0)');
  await expect.poll(() => bookmarks.list()).toEqual([]);
});

test("the free reader's sixth bookmark is refused with the API's German message and the subscription link", async ({
  page,
  request,
  baseURL,
}) => {
  const bookmarks = await readerBookmarks(request, baseURL);
  await bookmarks.clear();
  // five other articles (the user API accepts any article id)
  for (const id of [1_900_001, 1_900_002, 1_900_003, 1_900_004, 1_900_005]) await bookmarks.add(id);
  const button = await openArticleLoggedIn(page, baseURL);
  await button.click();
  const refusal = page.locator('.ar-article__tools').getByRole('alert');
  await expect(refusal).toContainText('Sie haben bereits 5 Artikel gemerkt.');
  await expect(refusal.getByRole('link', { name: 'Jetzt Plus abonnieren' })).toHaveAttribute(
    'href',
    '/order',
  );
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(await bookmarks.list()).not.toContain(article.id);
  await bookmarks.clear();
});
