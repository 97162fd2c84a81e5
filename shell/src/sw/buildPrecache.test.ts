import {
  registryManifests,
  remoteFiles,
  SHELL_ENTRYPOINTS,
  shellFiles,
  stalePrecaches,
} from './buildPrecache';

const [firstViewList, federatedList] = SHELL_ENTRYPOINTS as [string, string];

describe('shellFiles', () => {
  it('lists the entry, its startup chunks, stylesheet and fonts under /remotes/shell/', () => {
    const entrypoints = {
      main: {
        js: ['main.0a1b2c3d4e.js'],
        css: ['main.1a1b2c3d4e.css'],
        preload: ['698.2a1b2c3d4e.js', 'news-shared.3a1b2c3d4e.js'],
        fonts: ['fonts/noto-sans-latin-400-normal.4a1b2c3d4e.woff2'],
      },
    };
    expect(shellFiles(federatedList, entrypoints)).toEqual([
      '/remotes/shell/main.0a1b2c3d4e.js',
      '/remotes/shell/main.1a1b2c3d4e.css',
      '/remotes/shell/698.2a1b2c3d4e.js',
      '/remotes/shell/news-shared.3a1b2c3d4e.js',
      '/remotes/shell/fonts/noto-sans-latin-400-normal.4a1b2c3d4e.woff2',
    ]);
  });

  it('lists the first-view entry with its stylesheet and fonts, relative to its own folder', () => {
    const entrypoints = {
      'first-view': {
        js: ['first-view.5a1b2c3d4e.js'],
        css: ['first-view.6a1b2c3d4e.css'],
        preload: [],
        fonts: ['fonts/noto-serif-latin-400-normal.7a1b2c3d4e.woff2'],
      },
    };
    expect(shellFiles(firstViewList, entrypoints)).toEqual([
      '/remotes/shell/first-view/first-view.5a1b2c3d4e.js',
      '/remotes/shell/first-view/first-view.6a1b2c3d4e.css',
      '/remotes/shell/first-view/fonts/noto-serif-latin-400-normal.7a1b2c3d4e.woff2',
    ]);
  });

  it('keeps nothing outside the build folders and nothing of a broken list', () => {
    expect(
      shellFiles(federatedList, { main: { js: ['../../api/settings', 'https://evil.example/x.js', 7] } }),
    ).toEqual([]);
    expect(shellFiles(federatedList, null)).toEqual([]);
    expect(shellFiles(federatedList, { main: { js: 'main.js' } })).toEqual([]);
  });
});

describe('registryManifests', () => {
  it('names the manifests of the remotes this site serves', () => {
    const registry = {
      'mf-articles': { entry: '/remotes/mf-articles/mf-manifest.json', ssrEntry: '/x' },
      'mf-portal': { entry: 'https://cdn.example/mf-portal/mf-manifest.json' },
      'mf-paywall': { entry: '/remotes/mf-paywall/v2/mf-manifest.json' },
      'mf-consent': { entry: '/elsewhere/mf-manifest.json' },
      broken: 'nope',
    };
    expect(registryManifests(registry)).toEqual([
      '/remotes/mf-articles/mf-manifest.json',
      '/remotes/mf-paywall/v2/mf-manifest.json',
    ]);
    expect(registryManifests(undefined)).toEqual([]);
  });
});

describe('remoteFiles', () => {
  it('lists the manifest, the remote entry and every file of the exposes, beside the manifest', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          assets: {
            js: { sync: ['__federation_expose_app.0a1b2c3d4e.js'], async: ['my-region.1a1b2c3d4e.js'] },
            css: { sync: ['__federation_expose_app.2a1b2c3d4e.css'], async: [] },
          },
        },
      ],
      shared: [{ assets: { js: { sync: ['react.3a1b2c3d4e.js'] } } }],
    };
    expect(remoteFiles('/remotes/mf-articles/mf-manifest.json', manifest)).toEqual([
      '/remotes/mf-articles/mf-manifest.json',
      '/remotes/mf-articles/remoteEntry.js',
      '/remotes/mf-articles/__federation_expose_app.0a1b2c3d4e.js',
      '/remotes/mf-articles/my-region.1a1b2c3d4e.js',
      '/remotes/mf-articles/__federation_expose_app.2a1b2c3d4e.css',
    ]);
  });

  it('keeps only the manifest of a broken one', () => {
    expect(remoteFiles('/remotes/mf-portal/mf-manifest.json', null)).toEqual([
      '/remotes/mf-portal/mf-manifest.json',
    ]);
    expect(
      remoteFiles('/remotes/mf-portal/mf-manifest.json', {
        metaData: { remoteEntry: { name: '../../../api/x' } },
        exposes: [{ assets: { js: { sync: ['/sw.js'] } } }],
      }),
    ).toEqual(['/remotes/mf-portal/mf-manifest.json']);
  });
});

describe('stalePrecaches', () => {
  it('drops every precache but the newest, and nothing else', () => {
    expect(
      stalePrecaches(['offline-v1', 'precache-aaa', 'documents-v1', 'precache-bbb', 'precache-ccc']),
    ).toEqual(['precache-aaa', 'precache-bbb']);
    expect(stalePrecaches(['offline-v1', 'precache-ccc'])).toEqual([]);
    expect(stalePrecaches([])).toEqual([]);
  });
});
