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

describe('readLocalBuild', () => {
  it('gives the build id, the shell files under /remotes/shell/ (stylesheet with its text) and the shared modules of its start', async () => {
    await writeFile(path.join(root, 'shell/dist/client/main.3c.css'), '.shell-header{color:red}');
    await write('shell/dist/client/entrypoints.json', {
      main: {
        js: ['runtime.1a.js', 'main.2b.js'],
        css: ['main.3c.css'],
        preload: ['news-shared.4d.js'],
        fonts: ['fonts/noto-sans-latin-400-normal.5f.woff2'],
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
        js: ['/remotes/shell/runtime.1a.js', '/remotes/shell/main.2b.js'],
        css: [{ href: '/remotes/shell/main.3c.css', text: '.shell-header{color:red}' }],
        preload: ['/remotes/shell/news-shared.4d.js'],
        fonts: ['/remotes/shell/fonts/noto-sans-latin-400-normal.5f.woff2'],
        startupShared: ['react'],
      },
    });
  });

  it('fails when the build is incomplete, so the gateway reports itself not ready', async () => {
    await write('shell/dist/client/entrypoints.json', { main: { js: ['main.2b.js'], css: [], preload: [] } });
    await expect(readLocalBuild(root)).rejects.toThrow();
    await write('dist/builds/latest.json', { id: '' });
    await expect(readLocalBuild(root)).rejects.toThrow();
  });
});
