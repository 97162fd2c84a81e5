/** @jest-environment node */
import { DEMO_PASSWORD } from './startTestGateway';
import {
  freePort,
  startGatewayProcess,
  writeUntilKilled as writeProcessUntilKilled,
  type GatewayProcess,
} from './startGatewayProcess';
import { createCrashStorage, type CrashStorage } from './createCrashStorage';

/**
 * Bookmarks and registrations survive a crash, as credit uses do (payments/creditsAfterCrash.test.ts): the gateway
 * runs as its own process on a data folder (PGlite) or, with DATABASE_URL, a PostgreSQL database of its own;
 * concurrent writes are fired at it and it is killed with SIGKILL mid-way. After a restart every acknowledged
 * bookmark is listed and every acknowledged registration is an account.
 */
/** Parallel writers; registrations fewer: each hashes a password and the hashing pool refuses beyond its queue. */
const WORKERS = 6;
const REGISTERING_WORKERS = 3;
const KILL_AFTER_ACKS = 10;
const WRITES = 200;
const PROCESS_TEST_TIMEOUT_MS = 240_000;

describe('writes after the gateway was killed mid-way', () => {
  let storage: CrashStorage;
  let origin: string;
  let env: NodeJS.ProcessEnv;
  const running: GatewayProcess[] = [];

  async function start(): Promise<GatewayProcess> {
    const gateway = startGatewayProcess(env);
    running.push(gateway);
    await gateway.serving(origin);
    return gateway;
  }

  /** Writes from `workers` loops and kills the gateway with SIGKILL after KILL_AFTER_ACKS acknowledged writes. */
  async function writeUntilKilled(
    gateway: GatewayProcess,
    write: (n: number) => Promise<void>,
    workers = WORKERS,
  ): Promise<number[]> {
    const acknowledged = await writeProcessUntilKilled(gateway, {
      writes: WRITES,
      workers,
      killAfterAcks: KILL_AFTER_ACKS,
      write: async (n) => {
        await write(n);
        return n;
      },
    });
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    return acknowledged;
  }

  async function stop(gateway: GatewayProcess) {
    gateway.child.kill('SIGTERM');
    expect(await gateway.exited).toBe(0);
  }

  beforeAll(async () => {
    storage = await createCrashStorage('writes-crash-');
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SEED_DEMO_CONTENT: 'false',
      SEED_DEMO_READERS: 'true',
      REGISTRATIONS_PER_IP_PER_HOUR: String(WRITES * 10),
      LOG_LEVEL: 'warn',
      ...storage.env,
    };
  }, 60_000);

  afterAll(async () => {
    for (const r of running) if (r.child.exitCode === null) r.child.kill('SIGKILL');
    await Promise.all(running.map((r) => r.exited));
    await storage.remove();
  });

  it(
    'keeps every acknowledged bookmark',
    async () => {
      /** The plus reader (no bookmark limit): its cookies and its bookmarks' URL. */
      const login = async () => {
        const res = await fetch(`${origin}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ identifier: 'plus@example.com', password: DEMO_PASSWORD }),
        });
        expect(res.status).toBe(200);
        const cookie = res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        const { user } = (await res.json()) as { user: { ssoId: string } };
        return { cookie, bookmarks: `${origin}/user-api/mandators/rb/users/${user.ssoId}/bookmarks` };
      };
      const articleId = (n: number) => 700001 + n;
      const first = await start();
      const reader = await login();
      const acknowledged = await writeUntilKilled(first, async (n) => {
        const res = await fetch(`${reader.bookmarks}/${articleId(n)}`, {
          method: 'POST',
          headers: { origin, cookie: reader.cookie },
        });
        expect(res.status).toBe(201);
      });

      const second = await start();
      const again = await login();
      const listed = (await (await fetch(again.bookmarks, { headers: { cookie: again.cookie } })).json()) as {
        articleId: number;
      }[];
      const ids = listed.map((b) => b.articleId);
      for (const n of acknowledged) expect(ids).toContain(articleId(n));
      await stop(second);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'keeps every acknowledged registration as an account',
    async () => {
      const address = (n: number) => `crash-${n}@example.com`;
      const register = (n: number) =>
        fetch(`${origin}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({
            email: address(n),
            password: 'Ein-sicheres-Passwort-1',
            salutation: 'Frau',
            firstName: 'Ada',
            lastName: 'Absturz',
          }),
        });
      const acknowledged = await writeUntilKilled(
        await start(),
        async (n) => {
          let res = await register(n);
          // 503: the password hashing is busy and took nothing: the same registration again
          while (res.status === 503) {
            await new Promise((resolve) => setTimeout(resolve, 100));
            res = await register(n);
          }
          expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: { ok: true } });
        },
        REGISTERING_WORKERS,
      );

      // the restarted site opens the same data (recovery after the kill), then the accounts are read from it
      await stop(await start());
      const db = await storage.openDb();
      try {
        const { rows } = await db.query<{ email: string }>(
          'select lower(email) as email from identity.accounts where lower(email) like $1',
          ['crash-%@example.com'],
        );
        const emails = rows.map((r) => r.email);
        for (const n of acknowledged) expect(emails).toContain(address(n));
      } finally {
        await db.close();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
