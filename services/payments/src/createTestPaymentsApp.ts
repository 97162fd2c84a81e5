import { randomUUID } from 'node:crypto';
import { verifyIdentityToken } from '@news/auth-verify/verifyIdentityToken';
import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import express from 'express';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createPaymentsService, type PaymentsServiceOptions } from './createPaymentsService';

const ISSUER = 'http://localhost:3000/cms';
const AUDIENCE = 'news-site';

export const TEST_WEBHOOK_SECRET = 'payments-test-webhook-secret-of-32-chars';

/** A reader with a customer and a wallet of their own (newWallet). */
export type TestWallet = { ssoId: string; customerId: string; uniqueId: string };

/**
 * For tests only: the payments service at `/payments` on a fresh test database with the demo wallet, verifying
 * real RS256 tokens of a local key pair (`tokenFor`; `foreignTokenFor` signs with a key the service does not
 * know). `newWallet(credits)` adds a reader with a customer and a wallet.
 */
export async function createTestPaymentsApp(
  opts: Pick<
    PaymentsServiceOptions,
    'webhookTargets' | 'roleWebhookTargets' | 'paymentMethods' | 'renewalIntervalMs' | 'invitationRules'
  > = {},
): Promise<{
  app: express.Express;
  db: Db;
  /** A token for the reader; `claims` replace the defaults (e-mail leser@example.com, roles WALLET_USER). */
  tokenFor(
    ssoId: string,
    claims?: { email?: string; roles?: string[]; given_name?: string },
  ): Promise<string>;
  foreignTokenFor(ssoId: string): Promise<string>;
  newWallet(credits: number): Promise<TestWallet>;
  close(): Promise<void>;
}> {
  const own = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(own.publicKey)), kid: 'k1', alg: 'RS256' }] };
  const db = await createTestDb();
  const payments = await createPaymentsService({
    db,
    verifyToken: (token) => verifyIdentityToken(token, jwks, { issuer: ISSUER, audience: AUDIENCE }),
    seedDemoWallets: true,
    webhookTargets: opts.webhookTargets,
    roleWebhookTargets: opts.roleWebhookTargets,
    paymentMethods: opts.paymentMethods,
    renewalIntervalMs: opts.renewalIntervalMs,
    invitationRules: opts.invitationRules,
    webhookSecret: TEST_WEBHOOK_SECRET,
    logger: { info: () => undefined, warn: () => undefined },
  });
  const app = express().use('/payments', payments);
  const sign = (key: CryptoKey, sub: string, claims: Record<string, unknown> = {}) =>
    new SignJWT({ email: 'leser@example.com', email_verified: true, roles: ['WALLET_USER'], ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
  let wallets = 0;
  return {
    app,
    db,
    tokenFor: (sub, claims) => sign(own.privateKey, sub, claims),
    foreignTokenFor: (sub) => sign(foreign.privateKey, sub),
    async newWallet(credits) {
      wallets += 1;
      const wallet = { ssoId: randomUUID(), customerId: `T-${wallets}`, uniqueId: `W-T-${wallets}` };
      await db.query('insert into payments.customers (customer_id, sso_id) values ($1, $2)', [
        wallet.customerId,
        wallet.ssoId,
      ]);
      await db.query(
        'insert into payments.wallets (customer_id, unique_id, available_credit_count) values ($1, $2, $3)',
        [wallet.customerId, wallet.uniqueId, credits],
      );
      return wallet;
    },
    async close() {
      await payments.close();
      await db.close();
    },
  };
}
