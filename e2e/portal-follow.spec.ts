import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { openSite, registerAndConfirm, uniqueAddress } from './authHelpers';
import { contentJson, waitForArticles } from './readingHelpers';

type TreeNode = { id: number; label: string; target: string; children: TreeNode[] };
type Teasers = { teasers: { documentId: number; title: string }[] };
type TopicsList = { groups: { topics: { id: number; label: string; articleCount: number }[] }[] };

/**
 * A new reader with a session in the page's context. The one place that creates test readers here, so a change
 * of how registration works (e.g. a confirmation mail first) changes only this function.
 */
async function newReader(page: Page, baseURL: string | undefined): Promise<void> {
  await registerAndConfirm(page, baseURL, {
    salutation: 'Herr',
    firstName: 'Felix',
    lastName: 'Folger',
    email: uniqueAddress('folgen'),
    password: 'Folgen-Passwort-2026',
  });
}

/** The ids of the articles a portal or page list shows, top to bottom. */
const documentIds = (list: Locator) =>
  list
    .locator('article[data-document-id]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-document-id'))));

const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** A region whose page (its local channel) has articles, with the newest of them. */
async function regionWithArticles(request: APIRequestContext) {
  const tree = await contentJson<{ items: TreeNode[] }>(request, 'personal-feeds/regions');
  for (const node of flatten(tree.items).filter((n) => n.target !== '/lokales')) {
    const channel = await contentJson<Teasers>(request, `channel${node.target}`);
    const newest = channel.teasers[0];
    if (newest) return { node, newest };
  }
  throw new Error('no region of the demo has articles');
}

test('a new reader follows a topic and reads its feed, unfollows it, and follows a region for /meineregion', async ({
  page,
  request,
  baseURL,
}) => {
  const topics = await contentJson<TopicsList>(request, 'tags');
  const topic = topics.groups.flatMap((g) => g.topics).find((t) => t.articleCount > 0);
  if (!topic) throw new Error('no topic of the demo has articles');
  const topicPage = await contentJson<Teasers>(request, `tags/${topic.id}`);
  const newestOfTopic = topicPage.teasers[0];
  expect(newestOfTopic).toBeDefined();
  await newReader(page, baseURL);

  // follow a topic: the toggle is pressed, the feed shows the topic's newest article, and it survives a reload
  await openSite(page, '/deine-themen-verwalten');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Themen' })).toBeVisible();
  const toggle = page.getByRole('button', { name: `${topic.label} folgen`, exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: `Sie folgen jetzt „${topic.label}“.` }),
  ).toBeVisible();
  const feed = page.getByRole('list', { name: 'Artikel Ihrer Themen' });
  await expect(feed.locator(`article[data-document-id="${newestOfTopic?.documentId}"]`)).toBeVisible();
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(feed.locator(`article[data-document-id="${newestOfTopic?.documentId}"]`)).toBeVisible();

  // unfollow it: the feed is gone, also after a reload
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(feed).toHaveCount(0);
  await expect(page.getByText(/Folgen Sie oben einem Thema/)).toBeVisible();
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  // /meineregion before any region: the way to choose them
  await openSite(page, '/meineregion');
  await waitForArticles(page);
  await expect(page.getByText(/Sie folgen noch keiner Region/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Regionen auswählen' })).toHaveAttribute('href', '/regions');

  // follow a region, then /meineregion shows its newest article
  const { node, newest } = await regionWithArticles(request);
  await openSite(page, '/regions');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Regionen' })).toBeVisible();
  const regionToggle = page.getByRole('button', { name: `${node.label} folgen`, exact: true });
  await regionToggle.click();
  await expect(regionToggle).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Nachrichten aus meiner Region lesen' }).click();
  await expect(page).toHaveURL(/\/meineregion$/);
  await waitForArticles(page);
  const regionFeed = page.getByRole('region', { name: 'Nachrichten aus Ihren Regionen' });
  await expect(regionFeed.getByText(`Sie folgen: ${node.label}.`)).toBeVisible();
  await expect(regionFeed.locator(`article[data-document-id="${newest.documentId}"]`)).toBeVisible();
});

test('a new reader reads three articles and finds them in /read-articles newest first, and removes one', async ({
  page,
  request,
  baseURL,
}) => {
  const newest = await contentJson<Teasers>(request, 'newest-articles');
  const read = newest.teasers.slice(0, 3);
  expect(read).toHaveLength(3);
  await newReader(page, baseURL);

  for (const teaser of read) {
    const recorded = page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().endsWith(`/read-articles/${teaser.documentId}`),
    );
    await openSite(page, `/${teaser.documentId}`);
    await waitForArticles(page);
    expect((await recorded).status()).toBe(200);
  }

  await openSite(page, '/read-articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Gelesene Artikel' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Zuletzt gelesene Artikel' });
  const [first, second, third] = read.map((t) => t.documentId);
  await expect(history.locator('article[data-document-id]')).toHaveCount(3);
  expect(await documentIds(history)).toEqual([third, second, first]);

  const middle = read[1];
  await history.getByRole('button', { name: `„${middle?.title}“ aus dem Verlauf entfernen` }).click();
  await expect(history.locator('article[data-document-id]')).toHaveCount(2);
  expect(await documentIds(history)).toEqual([third, first]);
  await page.reload();
  await expect(history.locator('article[data-document-id]')).toHaveCount(2);
  expect(await documentIds(history)).toEqual([third, first]);
});

test('/read-articles asks a logged-out reader to log in inside the page', async ({ page }) => {
  await openSite(page, '/read-articles');
  await expect(page.getByText(/Melden Sie sich an, um hier die Artikel wiederzufinden/)).toBeVisible();
  await expect(page.locator('.pt-login-prompt').getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
    'href',
    '#login',
  );
});
