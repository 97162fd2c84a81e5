import { expect, test } from '@playwright/test';
import { findArticle, waitForArticles } from './readingHelpers';

test('a video article plays its header video, with German captions, and loads nothing before play', async ({
  page,
  request,
}) => {
  const article = await findArticle(
    request,
    (a) => a.headerVideo?.source !== undefined,
    (t) => t.isVideoArticle,
  );
  const source = article.headerVideo?.source;
  expect(source?.type).toBe('video/webm');

  const file = await request.get(source?.src ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('video/webm');
  const captions = await request.get(source?.captions ?? '');
  expect(captions.headers()['content-type']).toMatch(/^text\/vtt/);
  expect(await captions.text()).toMatch(/^WEBVTT/);

  const videoRequests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === source?.src) videoRequests.push(req.url());
  });
  await page.goto(`/${article.id}`);
  await waitForArticles(page);
  const player = page.getByLabel(article.headerVideo?.caption ?? '');
  await expect(player).toHaveJSProperty('tagName', 'VIDEO');
  await expect(player).toHaveAttribute('controls', '');
  await expect(player).toHaveAttribute('preload', 'none');
  await expect(player).toHaveAttribute('poster', /\/img\/.+\.webp/);
  await expect(player.locator('track[kind="captions"][srclang="de"]')).toHaveAttribute(
    'src',
    source?.captions ?? '',
  );
  expect(videoRequests).toEqual([]);

  await player.evaluate(async (el) => {
    const video = el as HTMLVideoElement;
    video.muted = true;
    await video.play();
  });
  await expect.poll(() => player.evaluate((el) => (el as HTMLVideoElement).currentTime)).toBeGreaterThan(0.3);
  expect(await player.evaluate((el) => (el as HTMLVideoElement).error)).toBeNull();
  expect(await player.evaluate((el) => (el as HTMLVideoElement).duration)).toBeGreaterThan(3);
  expect(videoRequests.length).toBeGreaterThan(0);
});
