import { createRemoteAssets } from './remoteAssets';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [
    { name: 'react', assets: { js: { sync: ['startup-libraries.1.js'] } } },
    { name: 'rxjs', assets: { js: { sync: ['startup-libraries.1.js'] } } },
    { name: '@news/contracts/contentPages', assets: { js: { sync: ['news-shared.2.js'] } } },
    { name: '@news/event-bus/eventBus', assets: { js: { sync: ['news-shared.2.js'] } } },
  ],
  exposes: [
    { path: './server', assets: { js: { sync: ['server.5.js'] }, css: { sync: [] } } },
    { path: './app', assets: { js: { sync: ['app.3.js'] }, css: { sync: ['app.4.css'] } } },
  ],
};

const files: Record<string, string> = {
  'http://site.test/remotes/mf-articles/mf-manifest.json': JSON.stringify(manifest),
  'http://site.test/remotes/mf-articles/app.4.css': '.ar-headline{font-weight:700}',
};
const fetchText = jest.fn(async (url: string) => {
  const text = files[url];
  if (text === undefined) throw new Error(`404 ${url}`);
  return text;
});

// The shell loads react and the event bus at its start; contentPages only the remote uses.
const shellStartupShared = async () => ['react', '@news/event-bus/eventBus'];

describe('createRemoteAssets', () => {
  it('preloads no chunk of a shared module the shell loads at its start', async () => {
    const assetsFor = createRemoteAssets(fetchText, async () => manifest.shared.map((s) => s.name));
    const assets = await assetsFor(
      'http://site.test/remotes/mf-articles/mf-manifest.json',
      '/remotes/mf-articles/mf-manifest.json',
    );
    expect(assets.preload).toEqual(['/remotes/mf-articles/remoteEntry.js', '/remotes/mf-articles/app.3.js']);
  });

  it('preloads the entry, the ./app chunks and the chunks of shared modules the shell does not load', async () => {
    const assetsFor = createRemoteAssets(fetchText, shellStartupShared);
    const assets = await assetsFor(
      'http://site.test/remotes/mf-articles/mf-manifest.json',
      '/remotes/mf-articles/mf-manifest.json',
    );
    expect(assets.preload).toEqual([
      '/remotes/mf-articles/remoteEntry.js',
      '/remotes/mf-articles/app.3.js',
      '/remotes/mf-articles/startup-libraries.1.js',
      '/remotes/mf-articles/news-shared.2.js',
    ]);
    expect(assets.css).toEqual([
      { href: '/remotes/mf-articles/app.4.css', text: '.ar-headline{font-weight:700}' },
    ]);
  });

  it('fails when a stylesheet cannot be read, and tries again on the next document', async () => {
    const assetsFor = createRemoteAssets(fetchText, shellStartupShared);
    const url = 'http://site.test/remotes/mf-articles/mf-manifest.json';
    delete files['http://site.test/remotes/mf-articles/app.4.css'];
    await expect(assetsFor(url, '/remotes/mf-articles/mf-manifest.json')).rejects.toThrow('404');
    files['http://site.test/remotes/mf-articles/app.4.css'] = '.x{}';
    await expect(assetsFor(url, '/remotes/mf-articles/mf-manifest.json')).resolves.toMatchObject({
      css: [{ href: '/remotes/mf-articles/app.4.css', text: '.x{}' }],
    });
  });
});
