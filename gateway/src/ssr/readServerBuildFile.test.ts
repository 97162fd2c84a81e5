import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createServerBuildReader } from './readServerBuildFile';

let root: string;
let read: ReturnType<typeof createServerBuildReader>;
const origin = 'http://127.0.0.1:3000';

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'server-builds-'));
  await mkdir(path.join(root, 'mf-articles', 'dist', 'server'), { recursive: true });
  await writeFile(
    path.join(root, 'mf-articles', 'dist', 'server', 'mf-manifest.json'),
    '{"id":"mf_articles"}',
  );
  await writeFile(path.join(root, 'mf-articles', 'dist', 'server', '110.abc.js'), 'exports.chunk = 1;');
  await writeFile(path.join(root, 'secret.txt'), 'geheim');
  read = createServerBuildReader({ origin, root });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('readServerBuildFile', () => {
  it('answers the files of a server build from disk', async () => {
    const manifest = await read(`${origin}/remotes/mf-articles/server/mf-manifest.json`);
    expect(manifest?.status).toBe(200);
    expect(manifest?.headers.get('content-type')).toBe('application/json');
    expect(await manifest?.json()).toEqual({ id: 'mf_articles' });
    const chunk = await read(`${origin}/remotes/mf-articles/server/110.abc.js`);
    expect(await chunk?.text()).toBe('exports.chunk = 1;');
  });

  it('answers 404 for a missing file and for a way out of the build folder', async () => {
    expect((await read(`${origin}/remotes/mf-articles/server/fehlt.js`))?.status).toBe(404);
    const out = await read(`${origin}/remotes/mf-articles/server/..%2F..%2F..%2Fsecret.txt`);
    expect(out === undefined || out.status === 404).toBe(true);
    const dots = await read(`${origin}/remotes/mf-articles/server/a/../../../../secret.txt`);
    expect(dots === undefined || dots.status === 404).toBe(true);
  });

  it('leaves other URLs to the network: another origin, a remote without a server build, a client file', async () => {
    expect(await read('http://cdn.example/remotes/mf-articles/server/mf-manifest.json')).toBeUndefined();
    expect(await read(`${origin}/remotes/mf-portal/server/mf-manifest.json`)).toBeUndefined();
    expect(await read(`${origin}/remotes/mf-articles/mf-manifest.json`)).toBeUndefined();
    expect(await read('kein url')).toBeUndefined();
  });
});
