import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { password } from './paywallHelpers';
import { e2eDir, e2ePort } from './playwright.config';
import { startSite, type Site } from './startSite';

/**
 * Two replicas (issue 11): two more gateway processes on their own ports, sharing the e2e site's PostgreSQL and
 * Redis (this spec runs in CI's data-layer pass only: playwright.config.ts), behind nginx with the configuration
 * the README ships (deploy/nginx/replicas.conf) when nginx is installed. What one replica does, the other knows: a
 * session and its end, a bookmark, a cached page, a rate-limit count.
 */
test.describe.configure({ timeout: 300_000 });

const proxyPort = e2ePort + 10;
const ports = [e2ePort + 11, e2ePort + 12] as const;
const proxyOrigin = `http://localhost:${proxyPort}`;
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
});

let replicas: Site[] = [];
let nginx: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(480_000);
  // one after the other: the second finds the schema the first migrated
  for (const [i, port] of ports.entries())
    replicas.push(
      await startSite(`replica-${i + 1}`, port, {
        PUBLIC_BASE_URL: proxyOrigin,
        TRUSTED_PROXIES: '127.0.0.1',
      }),
    );
  if (nginxBinary) nginx = await startNginx(nginxBinary);
});

test.afterAll(async () => {
  nginx?.kill('SIGTERM');
  await Promise.all(replicas.map((site) => site.stop()));
  replicas = [];
});

/** nginx in the foreground with the shipped replicas.conf, its ports replaced by this run's. */
async function startNginx(binary: string): Promise<ChildProcess> {
  const dir = path.join(e2eDir, 'nginx');
  await mkdir(dir, { recursive: true });
  const shipped = await readFile(path.join(__dirname, '..', 'deploy', 'nginx', 'replicas.conf'), 'utf8');
  const site = shipped
    .replace('127.0.0.1:3001', `127.0.0.1:${ports[0]}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${ports[1]}`)
    .replace('listen 8080;', `listen 127.0.0.1:${proxyPort};`);
  expect(site).toContain(`127.0.0.1:${ports[1]}`);
  await writeFile(path.join(dir, 'replicas.conf'), site);
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;\nerror_log stderr crit;\nevents {}\nhttp {\n  access_log off;\n` +
      `  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n` +
      `  include ${dir}/replicas.conf;\n}\n`,
  );
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  for (let waited = 0; waited < 20_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    if (
      await fetch(`${proxyOrigin}/healthz`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('nginx did not answer within 20 s');
}

const originOf = (i: 0 | 1) => `http://localhost:${ports[i]}`;
/** A reader's client: one cookie jar for both replicas (cookies are per host, not per port). */
const client = () => playwrightRequest.newContext();
/** The headers of a browser's state change on the page of `origin` (the CSRF check compares it with the host). */
const from = (origin: string) => ({ headers: { origin } });
const validate = async (api: APIRequestContext, base: string) =>
  (await (await api.get(`${base}/api/validate`)).json()) as { isLoggedIn: boolean; user?: { email: string } };

test('a login on one replica is valid on the other, and a bookmark added on one is listed on the other', async () => {
  const api = await client();
  const login = await api.post(`${originOf(0)}/api/auth/login`, {
    ...from(originOf(0)),
    data: { identifier: 'pur@example.com', password },
  });
  expect(login.status()).toBe(200);
  const { ssoId } = ((await login.json()) as { user: { ssoId: string } }).user;
  expect(await validate(api, originOf(1))).toMatchObject({
    isLoggedIn: true,
    user: { email: 'pur@example.com' },
  });

  const bookmarks = (i: 0 | 1) => `${originOf(i)}/user-api/mandators/rb/users/${ssoId}/bookmarks`;
  const article = 100003;
  await api.delete(`${bookmarks(0)}/${article}`, from(originOf(0)));
  expect((await api.post(`${bookmarks(1)}/${article}`, from(originOf(1)))).status()).toBe(201);
  const listed = (await (await api.get(bookmarks(0))).json()) as { articleId: number }[];
  expect(listed.map((b) => b.articleId)).toContain(article);
  expect((await api.delete(`${bookmarks(0)}/${article}`, from(originOf(0)))).status()).toBe(204);
  const after = (await (await api.get(bookmarks(1))).json()) as { articleId: number }[];
  expect(after.map((b) => b.articleId)).not.toContain(article);
  await api.dispose();
});

test('a logout on one replica is effective on both, also for a copy of the old cookies', async () => {
  const api = await client();
  const login = await api.post(`${originOf(1)}/api/auth/login`, {
    ...from(originOf(1)),
    data: { identifier: 'pur@example.com', password },
  });
  expect(login.status()).toBe(200);
  // what a thief would have kept of the session: the cookies as they were before the logout
  const stolen = await playwrightRequest.newContext({ storageState: await api.storageState() });
  expect(await validate(stolen, originOf(0))).toMatchObject({ isLoggedIn: true });

  const logout = await api.get(`${originOf(1)}/api/mein/oauth2/logout`, from(originOf(1)));
  expect(logout.ok()).toBe(true);
  for (const i of [0, 1] as const) {
    expect(await validate(stolen, originOf(i))).toMatchObject({ isLoggedIn: false });
    expect(await validate(api, originOf(i))).toMatchObject({ isLoggedIn: false });
  }
  await stolen.dispose();
  await api.dispose();
});

test('a page cached by one replica is served from the shared cache by the other', async () => {
  const api = await client();
  const url = `/?replica-probe=${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const first = await api.get(`${originOf(0)}${url}`);
  expect(first.headers()['x-cache']).toBe('MISS');
  const second = await api.get(`${originOf(1)}${url}`);
  expect(second.headers()['x-cache']).toBe('HIT');
  await api.dispose();
});

test('failed logins count across both replicas', async () => {
  const api = await client();
  const email = `niemand-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const attempt = (i: 0 | 1) =>
    api.post(`${originOf(i)}/api/auth/login`, {
      ...from(originOf(i)),
      data: { identifier: email, password: 'falsch-falsch-1' },
    });
  // five failures per address and client address in 15 minutes (identityConfig), spread over both replicas
  for (const i of [0, 1, 0, 1, 0] as const) expect((await attempt(i)).status()).toBe(400);
  expect((await attempt(1)).status()).toBe(429);
  expect((await attempt(0)).status()).toBe(429);
  await api.dispose();
});

// Defined where nginx is installed (CI's machine has it; README "Production topology: replicas behind nginx").
if (nginxBinary)
  test('through nginx with the shipped configuration: pages, a login, and a replica going down', async () => {
    const api = await client();
    const home = await api.get(`${proxyOrigin}/`);
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('Rheinauer Bote');
    const login = await api.post(`${proxyOrigin}/api/auth/login`, {
      ...from(proxyOrigin),
      data: { identifier: 'pur@example.com', password },
    });
    expect(login.status()).toBe(200);
    expect(await validate(api, proxyOrigin)).toMatchObject({ isLoggedIn: true });

    // one replica stops: nginx sends every request to the other, the reader stays logged in
    await replicas[0]!.stop();
    for (let i = 0; i < 4; i++) {
      expect((await api.get(`${proxyOrigin}/`)).status()).toBe(200);
      expect(await validate(api, proxyOrigin)).toMatchObject({ isLoggedIn: true });
    }
    await api.dispose();
  });
