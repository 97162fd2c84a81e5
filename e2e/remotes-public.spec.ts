import { expect, test } from '@playwright/test';
import { documentHtml, ssrSlot } from './readingHelpers';

/**
 * /remotes/* serves browsers the client builds only (issue 11): the server builds and every source map stay on
 * the server, and pages are still server-rendered, from the server build the gateway reads from disk.
 */
test('the server builds and the source maps are not public, and pages still render on the server', async ({
  request,
}) => {
  for (const path of [
    '/remotes/mf-articles/server/mf-manifest.json',
    '/remotes/mf-articles/server/remoteEntry.js',
    '/remotes/mf-consent/server/mf-manifest.json',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404, code: 'not_found' });
  }

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
