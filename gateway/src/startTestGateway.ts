import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { createTestDb } from '@news/db/createTestDb';
import { createGateway, type Gateway } from './createGateway';
import { readConfig } from './readConfig';

export const DEMO_PASSWORD = 'Demo-Passwort-2026';

export type OutboxMail = { to: string; subject: string; text: string; links: string[] };

/** What a browser sends next: the cookies set, not the ones cleared. */
const cookiesOf = (res: request.Response): string =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => !c.endsWith('='))
    .join('; ');

/**
 * For tests only: a gateway listening on a free port of 127.0.0.1 (it reaches its own services over HTTP, like in
 * production) on a fresh test database, with the demo readers. `env` adds to the environment of readConfig;
 * `processEnv(origin)` sets variables the in-process services read from process.env (restored by close()).
 * `login(email)` logs a seeded demo reader in and answers the session cookies and the reader's ssoId;
 * `registerConfirmed(reader)` registers a new reader and opens the link of the confirmation mail, as a reader
 * would, answering the session cookies and ssoId of the then signed-in reader; `readOutbox()` the mails sent.
 */
export async function startTestGateway(
  opts: { env?: NodeJS.ProcessEnv; processEnv?: (origin: string) => Record<string, string> } = {},
): Promise<{
  gateway: Gateway;
  server: Server;
  origin: string;
  login(email: string, ip?: string): Promise<{ cookie: string; ssoId: string }>;
  registerConfirmed(
    reader: { email: string; password: string; firstName: string; lastName: string; salutation?: string },
    ip?: string,
  ): Promise<{ cookie: string; ssoId: string }>;
  readOutbox(): Promise<OutboxMail[]>;
  close(): Promise<void>;
}> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gateway-'));
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const savedEnv = { ...process.env };
  Object.assign(process.env, opts.processEnv?.(origin));
  const config = readConfig({
    PORT: String(port),
    DATA_DIR: dir,
    SELF_URL: origin,
    NODE_ENV: 'test',
    MF_REGISTRY_PATH: path.join(dir, 'mf-registry.json'),
    // the tests stand in for a proxy on loopback: their X-Forwarded-For spreads logins over addresses
    TRUSTED_PROXIES: '127.0.0.1',
    ...opts.env,
  });
  const gateway = await createGateway(config, pino({ level: 'silent' }), { db: await createTestDb() });
  server.on('request', gateway.app);
  let logins = 0;
  const outboxDir = process.env.OUTBOX_DIR ?? path.join(dir, 'outbox');
  async function readOutbox(): Promise<OutboxMail[]> {
    const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
    return Promise.all(
      files
        .sort()
        .map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as OutboxMail),
    );
  }
  /** The newest mail with `subject` to `to`; the identity service sends mails in the background. */
  async function mailTo(to: string, subject: string): Promise<OutboxMail> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const mail = (await readOutbox()).filter((m) => m.to === to && m.subject === subject).at(-1);
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail "${subject}" to ${to}`);
  }
  return {
    gateway,
    server,
    origin,
    async login(email, ip = `10.20.0.${++logins}`) {
      const res = await request(server)
        .post('/api/auth/login')
        .set('origin', origin)
        .set('x-forwarded-for', ip)
        .send({ identifier: email, password: DEMO_PASSWORD });
      if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}`);
      return { cookie: cookiesOf(res), ssoId: (res.body as { user: { ssoId: string } }).user.ssoId };
    },
    readOutbox,
    async registerConfirmed(reader, ip = `10.21.0.${++logins}`) {
      const res = await request(server)
        .post('/api/auth/register')
        .set('origin', origin)
        .set('x-forwarded-for', ip)
        .send(reader);
      if (res.status !== 200) throw new Error(`registration of ${reader.email} answered ${res.status}`);
      const mail = await mailTo(reader.email.toLowerCase(), 'Bitte bestätigen Sie Ihre E-Mail-Adresse');
      const link = new URL(mail.links.find((l) => l.includes('/api/auth/email-confirmation')) ?? origin);
      const confirmed = await request(server)
        .get(link.pathname + link.search)
        .set('x-forwarded-for', ip);
      if (confirmed.headers.location !== '/?emailConfirmed=1')
        throw new Error(`confirmation of ${reader.email} went to ${confirmed.headers.location}`);
      const cookie = cookiesOf(confirmed);
      const state = await request(server).get('/api/validate').set('cookie', cookie);
      return { cookie, ssoId: (state.body as { user: { ssoId: string } }).user.ssoId };
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await gateway.close();
      process.env = savedEnv;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
