/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serveServerBuilds, type ServerBuilds } from './serveServerBuilds';

let root: string;
let builds: ServerBuilds;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'server-builds-'));
  const server = path.join(root, 'mf-articles', 'dist', 'server');
  const client = path.join(root, 'mf-articles', 'dist', 'client');
  await mkdir(server, { recursive: true });
  await mkdir(client, { recursive: true });
  await writeFile(path.join(server, 'mf-manifest.json'), '{"name":"mf_articles"}');
  await writeFile(path.join(client, 'remoteEntry.js'), 'var browser;');
  builds = await serveServerBuilds(root);
});

afterAll(async () => {
  await builds.close();
  await rm(root, { recursive: true, force: true });
});

describe('serveServerBuilds', () => {
  it('listens on loopback only, on a port of its own', () => {
    expect(new URL(builds.url).hostname).toBe('127.0.0.1');
    expect(Number(new URL(builds.url).port)).toBeGreaterThan(0);
  });

  it("serves an SSR remote's server build under the path the registry names", async () => {
    const res = await fetch(new URL('/remotes/mf-articles/server/mf-manifest.json', builds.url));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'mf_articles' });
  });

  it.each(['/remotes/mf-articles/remoteEntry.js', '/remotes/mf-portal/server/mf-manifest.json'])(
    'serves nothing else: %s is a 404',
    async (url) => {
      const res = await fetch(new URL(url, builds.url));
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('browser');
    },
  );
});
