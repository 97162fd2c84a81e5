import { expect, test } from '@playwright/test';
import { findArticle, waitForArticles } from './readingHelpers';

/** The seeded article with a YouTube embed (services/content seed, rbArticlesLocalPolitics). */
const embedTitle = 'Video: Rundgang über das künftige Baugebiet Lindenhof-Süd';

test('an embed shows a German placeholder until its one-click consent, then the player loads in the same box', async ({
  page,
  request,
  baseURL,
}) => {
  const article = await findArticle(request, (a) => a.title.startsWith('Neubaugebiet Lindenhof-Süd'));
  // no internet: the player's address answers with a stand-in page, and every request to it is recorded
  const playerRequests: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', async (route) => {
    playerRequests.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title><p>Player</p>',
    });
  });
  await page.context().addCookies([{ name: 'news_consent', value: '4.some.kdm', url: baseURL ?? '' }]);
  await page.goto(article.canonicalPath);
  await waitForArticles(page);
  const embed = page.locator('.ar-embed');
  await expect(embed.getByText(/Hier finden Sie einen Inhalt von YouTube/)).toBeVisible();
  const size = async () => {
    const box = await embed.locator('.ar-embed__box').boundingBox();
    return box && { width: Math.round(box.width), height: Math.round(box.height) };
  };
  const reserved = await size();
  expect(reserved?.height).toBeGreaterThan(100);
  expect(playerRequests).toEqual([]);

  await embed.getByRole('button', { name: 'YouTube-Inhalt laden' }).click();
  const frame = embed.locator(`iframe[title="${embedTitle}"]`);
  await expect(frame).toBeVisible();
  await expect.poll(() => playerRequests.length).toBe(1);
  expect(await size()).toEqual(reserved);
  const consent = (await page.context().cookies()).find((c) => c.name === 'news_consent');
  expect(consent?.value).toBe('4.some.youtube.kdm');
});
