/** @jest-environment node */
import {
  creditPurchasesSchema,
  creditUseAnswerSchema,
  creditWalletSchema,
  type CreditPurchase,
} from '@news/contracts/paymentsApi';
import { creditPurchaseDatesSchema } from '@news/contracts/userApi';
import { createPaymentsService } from '@news/payments-service/createPaymentsService';
import { DEMO_WALLET } from '@news/payments-service/seedDemoWallets';
import { DEMO_PASSWORD } from '../startTestGateway';
import { freePort, startGatewayProcess, writeUntilKilled, type GatewayProcess } from '../startGatewayProcess';
import { createCrashStorage, type CrashStorage } from '../createCrashStorage';

/**
 * Spending credits survives a crash: the gateway (with the payments and users services in-process) runs as its own
 * process on a data folder (PGlite) or, with DATABASE_URL, a PostgreSQL database of its own; concurrent credit uses
 * are fired at it and it is killed with SIGKILL mid-way. After a restart every acknowledged purchase is there, the
 * credits left and the purchases add up to the start balance, and the outbox delivers every purchase to the users
 * service.
 */
const START_CREDITS = 40;
const ARTICLES = 60;
const WORKERS = 6;
const KILL_AFTER_ACKS = 10;
const PROCESS_TEST_TIMEOUT_MS = 240_000;

describe('credit uses after the gateway was killed mid-way', () => {
  let storage: CrashStorage;
  const running: GatewayProcess[] = [];

  beforeAll(async () => {
    storage = await createCrashStorage('credits-crash-');
    // The demo wallet with enough credits that the kill falls between purchases.
    const db = await storage.openDb();
    const payments = await createPaymentsService({ db, seedDemoWallets: true });
    await payments.close();
    await db.query('update payments.wallets set available_credit_count = $2 where customer_id = $1', [
      DEMO_WALLET.customerId,
      START_CREDITS,
    ]);
    await db.close();
  }, 60_000);

  afterAll(async () => {
    for (const r of running) if (r.child.exitCode === null) r.child.kill('SIGKILL');
    await Promise.all(running.map((r) => r.exited));
    await storage.remove();
  });

  it(
    'keeps every acknowledged purchase, never more spent than bought, and delivers every purchase after the restart',
    async () => {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const env: NodeJS.ProcessEnv = {
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        SEED_DEMO_CONTENT: 'false',
        SEED_DEMO_READERS: 'true',
        LOG_LEVEL: 'warn',
        ...storage.env,
      };
      const first = startGatewayProcess(env);
      running.push(first);
      await first.serving(origin);

      const login = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ identifier: 'wallet@example.com', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const { user } = (await login.json()) as { user: { ssoId: string } };

      // Workers buy articles one after another until the gateway is killed after KILL_AFTER_ACKS purchases.
      const acknowledged: CreditPurchase[] = await writeUntilKilled(first, {
        writes: ARTICLES,
        workers: WORKERS,
        killAfterAcks: KILL_AFTER_ACKS,
        write: async (n) => {
          const res = await fetch(`${origin}/api/plenigo/credits/use`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin, cookie },
            body: JSON.stringify({
              customerId: DEMO_WALLET.customerId,
              uniqueId: DEMO_WALLET.uniqueId,
              reason: 'article_purchase',
              userId: user.ssoId,
              articleId: 600001 + n,
              coinsAmount: 1,
            }),
          });
          const answer = creditUseAnswerSchema.parse(await res.json());
          expect(answer.charged).toBe(true);
          return { articleId: answer.articleId, purchasedAt: answer.purchasedAt };
        },
      });

      const second = startGatewayProcess(env);
      running.push(second);
      await second.serving(origin);
      const get = async (pathname: string) =>
        (await fetch(`${origin}${pathname}`, { headers: { cookie } })).json();
      const purchases = creditPurchasesSchema.parse(await get('/api/plenigo/credits/purchases'));
      const wallet = creditWalletSchema.parse(await get(`/api/plenigo/wallet/${DEMO_WALLET.customerId}`));

      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      for (const purchase of acknowledged) expect(purchases).toContainEqual(purchase);
      expect(wallet.availableCreditCount + purchases.length).toBe(START_CREDITS);
      expect(new Set(purchases.map((p) => p.articleId)).size).toBe(purchases.length);

      // The users service hears of every purchase, the ones the killed process had not delivered included.
      const expected = Object.fromEntries(purchases.map((p) => [String(p.articleId), p.purchasedAt]));
      const until = Date.now() + 90_000;
      let known: Record<string, string> = {};
      while (Object.keys(known).length < purchases.length && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const res = await fetch(
          `${origin}/user-api/mandators/rb/users/${user.ssoId}/credit-purchases/batch/exists`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin, cookie },
            body: JSON.stringify(purchases.map((p) => p.articleId)),
          },
        );
        known = creditPurchaseDatesSchema.parse(await res.json());
      }
      expect(known).toEqual(expected);

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
