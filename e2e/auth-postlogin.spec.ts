import { expect, test, type Page } from '@playwright/test';
import { demoReader, logInThroughOverlay, openSite } from './authHelpers';

const pendingArticle = 100_003;

/** Records the types of the events of some bus topics in window.seen (the page's one bus, see eventBus.ts). */
async function recordBus(page: Page, topics: string[]): Promise<void> {
  await page.evaluate((names) => {
    type Bus = { on(topic: string): { subscribe(next: (event: { type: string }) => void): void } };
    const bus = (globalThis as unknown as Record<symbol, Bus>)[Symbol.for('news.eventBus')];
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    for (const topic of names) bus?.on(topic).subscribe((event) => seen.push(`${topic}:${event.type}`));
  }, topics);
}
const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: string[] }).seen);

test('after a login the shell restores the pending bookmark, loads the bookmarks and confirms the login; logout resets', async ({
  page,
  context,
  baseURL,
}) => {
  const cookie = async (name: string) => (await context.cookies()).find((c) => c.name === name)?.value;
  await openSite(page, '/');
  await recordBus(page, ['analytics', 'bookmarkList', 'payment']);
  // a logged-out reader wanted to bookmark an article (the bookmark button writes this cookie)
  await context.addCookies([
    { name: 'bookmarkedArticleId', value: String(pendingArticle), url: baseURL ?? '' },
  ]);
  const anonymousId = await cookie('news_anon_id');
  expect(anonymousId).toMatch(/^[0-9a-f]{32}$/);

  await page.locator('a.shell-account').click();
  await logInThroughOverlay(page);
  await expect(page.locator('a.shell-account')).toHaveText(demoReader.firstName);
  await expect.poll(() => cookie('bookmarkedArticleId')).toBeUndefined();
  await expect
    .poll(() => seen(page))
    .toEqual(expect.arrayContaining(['analytics:login_confirm', 'bookmarkList:BOOKMARKS_LOADED']));

  const { user } = (await (await page.request.get('/api/validate')).json()) as { user: { ssoId: string } };
  const bookmarksPath = `/user-api/mandators/rb/users/${user.ssoId}/bookmarks`;
  const bookmarks = (await (await page.request.get(bookmarksPath)).json()) as { articleId: number }[];
  expect(bookmarks.map((b) => b.articleId)).toContain(pendingArticle);
  const origin = { origin: new URL(baseURL ?? '').origin };
  expect(
    (await page.request.delete(`${bookmarksPath}/${pendingArticle}`, { headers: origin })).status(),
  ).toBe(204);

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.locator('a.shell-account')).toHaveText('Anmelden');
  await expect
    .poll(() => seen(page))
    .toEqual(expect.arrayContaining(['bookmarkList:BOOKMARKS_RESET', 'payment:PAYMENT_RESET']));
  const renewed = await cookie('news_anon_id');
  expect(renewed).toMatch(/^[0-9a-f]{32}$/);
  expect(renewed).not.toBe(anonymousId);
});
