import { expect, test } from '@playwright/test';
import { documentHtml, ssrSlot } from './readingHelpers';

/**
 * /remotes/* serves no source map and no server build (issue 11), and pages are still server-rendered: the gateway
 * loads the server builds from its own loopback listener.
 */
test('the source maps and the server builds are not public, and pages still render on the server', async ({
  request,
}) => {
  const manifest = await request.get('/remotes/mf-articles/mf-manifest.json');
  expect(manifest.status()).toBe(200);
  const entry = await request.get('/remotes/mf-articles/remoteEntry.js');
  expect(entry.status()).toBe(200);
  const mapName = /sourceMappingURL=(\S+\.map)/.exec(await entry.text())?.[1];
  expect(mapName, 'the build writes source maps').toBeDefined();
  const map = await request.get(`/remotes/mf-articles/${mapName}`);
  expect(map.status()).toBe(404);

  for (const remote of ['mf-articles', 'mf-consent']) {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const server = await request.get(`/remotes/${remote}/server/${file}`);
      expect(server.status(), `${remote}/server/${file}`).toBe(404);
    }
  }

  const { status, html } = await documentHtml(request, '/');
  expect(status).toBe(200);
  expect(ssrSlot(html)).toMatch(/<article|<h2/);
  // the consent layer comes from mf-consent's server build
  expect(html).toMatch(/<div id="slot-mf-consent" class="shell-slot" data-ssr="true">/);
});
