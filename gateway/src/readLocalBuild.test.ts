import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readLocalBuild } from './readLocalBuild';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'local-build-'));
  await mkdir(path.join(root, 'shell', 'dist', 'client'), { recursive: true });
  await mkdir(path.join(root, 'dist', 'builds'), { recursive: true });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const write = (file: string, value: unknown) => writeFile(path.join(root, file), JSON.stringify(value));

/** The first-view build (shell/dist/client/first-view/): the entry every document loads, with the stylesheet. */
const writeFirstView = async () => {
  await mkdir(path.join(root, 'shell/dist/client/first-view'), { recursive: true });
  await writeFile(
    path.join(root, 'shell/dist/client/first-view/first-view.3c.css'),
    '.shell-header{color:red}',
  );
  await write('shell/dist/client/first-view/entrypoints.json', {
    'first-view': {
      js: ['first-view.6a.js'],
      css: ['first-view.3c.css'],
      preload: [],
      fonts: ['fonts/noto-sans-latin-400-normal.5f.woff2'],
    },
  });
};

describe('readLocalBuild', () => {
  it("gives the build id, both shell builds' files under /remotes/shell/ (stylesheet with its text) and the shared modules of its start", async () => {
    await writeFirstView();
    await write('shell/dist/client/entrypoints.json', {
      main: {
        js: ['runtime.1a.js', 'main.2b.js'],
        css: [],
        preload: ['news-shared.4d.js'],
        fonts: [],
      },
    });
    await write('shell/dist/client/mf-manifest.json', {
      shared: [
        { name: 'react', assets: { js: { sync: ['news-shared.4d.js'] } } },
        { name: 'react-router-dom', assets: { js: { sync: ['router.5e.js'] } } },
      ],
    });
    await write('dist/builds/latest.json', { id: 'f53b98c6d703ec8b', builtAt: '2026-11-22T18:00:00.000Z' });
    await expect(readLocalBuild(root)).resolves.toEqual({
      id: 'f53b98c6d703ec8b',
      shell: {
        js: ['/remotes/shell/first-view/first-view.6a.js'],
        css: [{ href: '/remotes/shell/first-view/first-view.3c.css', text: '.shell-header{color:red}' }],
        fonts: ['/remotes/shell/first-view/fonts/noto-sans-latin-400-normal.5f.woff2'],
        app: ['/remotes/shell/runtime.1a.js', '/remotes/shell/main.2b.js'],
        preload: ['/remotes/shell/news-shared.4d.js'],
        startupShared: ['react'],
      },
    });
  });

  it('puts the font faces, an entry of their own, first, with the fonts they preload', async () => {
    await writeFirstView();
    const dir = path.join(root, 'shell/dist/client/first-view');
    await writeFile(path.join(dir, 'first-view-fonts.9a.css'), '@font-face{font-family:N}');
    await write('shell/dist/client/first-view/entrypoints.json', {
      'first-view': { js: ['first-view.6a.js'], css: ['first-view.3c.css'], preload: [], fonts: [] },
      'first-view-fonts': {
        js: [],
        css: ['first-view-fonts.9a.css'],
        preload: [],
        fonts: ['fonts/n.5f.woff2'],
      },
    });
    await write('shell/dist/client/entrypoints.json', {
      main: { js: ['main.2b.js'], css: [], preload: [], fonts: [] },
    });
    await write('shell/dist/client/mf-manifest.json', { shared: [] });
    await write('dist/builds/latest.json', { id: 'f53b98c6d703ec8b' });
    const { shell } = await readLocalBuild(root);
    expect(shell.css).toEqual([
      { href: '/remotes/shell/first-view/first-view-fonts.9a.css', text: '@font-face{font-family:N}' },
      { href: '/remotes/shell/first-view/first-view.3c.css', text: '.shell-header{color:red}' },
    ]);
    expect(shell.fonts).toEqual(['/remotes/shell/first-view/fonts/n.5f.woff2']);
    expect(shell.js).toEqual(['/remotes/shell/first-view/first-view.6a.js']);
  });

  it('fails when the build is incomplete, so the gateway reports itself not ready', async () => {
    const main = { js: ['main.2b.js'], css: [], preload: [], fonts: [] };
    await write('shell/dist/client/mf-manifest.json', { shared: [] });
    await write('dist/builds/latest.json', { id: 'f53b98c6d703ec8b' });
    await write('shell/dist/client/entrypoints.json', { main: { js: ['main.2b.js'], css: [], preload: [] } });
    await writeFirstView();
    await expect(readLocalBuild(root)).rejects.toThrow();
    await write('shell/dist/client/entrypoints.json', { main });
    await expect(readLocalBuild(root)).resolves.toMatchObject({ id: 'f53b98c6d703ec8b' });
    // without the first-view build
    await rm(path.join(root, 'shell/dist/client/first-view'), { recursive: true });
    await expect(readLocalBuild(root)).rejects.toThrow();
    await writeFirstView();
    await write('dist/builds/latest.json', { id: '' });
    await expect(readLocalBuild(root)).rejects.toThrow();
  });
});
