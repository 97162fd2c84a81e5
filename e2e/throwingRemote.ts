import type { Page } from '@playwright/test';
import { federationName } from '@news/shell/remoteNames';

/**
 * A stand-in release of `remote` whose ./app loads fine but throws in mount, served by intercepting its URLs in
 * the page (a minimal Module Federation manifest and a `global` remote entry). Returns the registry entry to set.
 */
export async function routeThrowingRemote(page: Page, remote: string): Promise<{ entry: string }> {
  const base = `/e2e-fixtures/throwing/${remote}`;
  const name = federationName(remote);
  const noAssets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
  const manifest = {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '0.0.0-throwing', buildName: `${remote}-throwing` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [{ id: `${name}:app`, name: 'app', path: './app', assets: noAssets }],
  };
  const remoteEntry = `
    globalThis[${JSON.stringify(name)}] = {
      init: function () {},
      get: function (module) {
        var app = {
          bootstrap: function () { return Promise.resolve(); },
          mount: function () { throw new Error('${remote} test release: mount throws'); },
          unmount: function () { return Promise.resolve(); },
        };
        return Promise.resolve(function () { return module === './app' ? app : undefined; });
      },
    };`;
  await page.route(`**${base}/mf-manifest.json`, (route) => route.fulfill({ json: manifest }));
  await page.route(`**${base}/remoteEntry.js`, (route) =>
    route.fulfill({ body: remoteEntry, contentType: 'text/javascript' }),
  );
  return { entry: `${base}/mf-manifest.json` };
}
