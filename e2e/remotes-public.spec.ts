import { expect, test } from '@playwright/test';
import { documentHtml, ssrSlot } from './readingHelpers';

/** /remotes/* serves no source map (issue 11), and pages are still server-rendered. */
test('the source maps are not public, and pages still render on the server', async ({ request }) => {
  const manifest = await request.get('/remotes/mf-articles/mf-manifest.json');
  expect(manifest.status()).toBe(200);
  const entry = await request.get('/remotes/mf-articles/remoteEntry.js');
  expect(entry.status()).toBe(200);
  const mapName = /sourceMappingURL=(\S+\.map)/.exec(await entry.text())?.[1];
  expect(mapName, 'the build writes source maps').toBeDefined();
  const map = await request.get(`/remotes/mf-articles/${mapName}`);
  expect(map.status()).toBe(404);

  const { status, html } = await documentHtml(request, '/');
  expect(status).toBe(200);
  expect(ssrSlot(html)).toMatch(/<article|<h2/);
});
