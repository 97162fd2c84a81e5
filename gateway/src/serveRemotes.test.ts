import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { apiErrorSchema } from '@news/contracts/apiError';
import { serveRemotes } from './serveRemotes';

/** A checkout's builds: mf-articles with its client build, its server build and their source maps. */
let root: string;
let app: express.Express;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'remotes-'));
  const client = path.join(root, 'mf-articles', 'dist', 'client');
  const server = path.join(root, 'mf-articles', 'dist', 'server');
  await mkdir(client, { recursive: true });
  await mkdir(server, { recursive: true });
  await writeFile(path.join(client, 'remoteEntry.js'), 'var browser;');
  await writeFile(path.join(client, 'remoteEntry.js.map'), '{"version":3}');
  await writeFile(path.join(client, 'mf-manifest.json'), '{}');
  await writeFile(path.join(server, 'mf-manifest.json'), '{}');
  await writeFile(path.join(server, 'remoteEntry.js'), 'exports.server = true;');
  await writeFile(path.join(server, 'remoteEntry.js.map'), '{"version":3}');
  app = express().use('/remotes', serveRemotes(root));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('/remotes/*', () => {
  it('serves the browser build', async () => {
    const res = await request(app).get('/remotes/mf-articles/remoteEntry.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('var browser;');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/remotes/mf-articles/server/mf-manifest.json', '/remotes/mf-articles/server/remoteEntry.js'])(
    'never serves the server build (the SSR loads it from serveServerBuilds): %s is a 404 with a code',
    async (url) => {
      const res = await request(app).get(url);
      expect(res.status).toBe(404);
      expect(apiErrorSchema.parse(res.body).code).toBe('not_found');
      expect(res.text).not.toContain('exports.server');
    },
  );

  it.each([
    '/remotes/mf-articles/server/remoteEntry.js.map',
    '/remotes/mf-articles/remoteEntry.js.map',
    '/remotes/mf-articles/remoteEntry.js.MAP',
    '/remotes/mf-articles/remoteEntry.js.map.br',
  ])('never serves a source map: %s is a 404 with a code', async (url) => {
    const res = await request(app).get(url).set('accept-encoding', 'br, gzip');
    expect(res.status).toBe(404);
    expect(apiErrorSchema.parse(res.body)).toEqual({
      status: 404,
      code: 'not_found',
      message: 'Diese Datei gibt es nicht.',
    });
    expect(res.text).not.toContain('version');
  });
});
