import path from 'node:path';
import { getMandator, type Mandator } from '@news/config/mandators';
import type { IdentityClaims } from '@news/contracts/identityToken';
import { checkoutBodySchema, subscriptionIdSchema } from '@news/contracts/commerceApi';
import { creditUseBodySchema, customerIdSchema } from '@news/contracts/paymentsApi';
import type { Db } from '@news/db/createDb';
import { migrate } from '@news/db/migrate';
import { pingDb } from '@news/db/pingDb';
import { createOutbox, type OutboxLogger } from '@news/outbox/createOutbox';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import { z } from 'zod/mini';
import { authenticateReader } from './authenticateReader';
import { checkout } from './checkout';
import { testPaymentMethod } from './testPaymentMethod';
import { listInvoices, listOrders } from './orders';
import type { PaymentMethodAdapter } from './PaymentMethodAdapter';
import { productsByMandator } from './products';
import { renewDueSubscriptions } from './renewDueSubscriptions';
import { cancelSubscription, listSubscriptions } from './subscriptions';
import { findCreditPurchase, listCreditPurchases } from './creditPurchases';
import { findCustomer, findCustomerBySsoId, findWallet } from './customers';
import { PaymentsHttpError } from './PaymentsHttpError';
import { seedDemoWallets } from './seedDemoWallets';
import { spendCredit } from './spendCredit';

export type PaymentsServiceOptions = {
  db: Db;
  /**
   * Verifies the reader's identity token (Authorization: Bearer) and answers its claims; throws when invalid. The
   * gateway passes its own verifier. Without one, every reader endpoint answers 503.
   */
  verifyToken?: (token: string) => Promise<IdentityClaims>;
  /** Add the demo wallet reader's customer with 3 credits (same rule as the demo readers). */
  seedDemoWallets?: boolean;
  /**
   * Where the service announces purchases (`credit_purchase.created`, contracts/webhooks.ts): the users service's
   * `/user-api/webhooks/payments`. Without targets nothing is announced.
   */
  webhookTargets?: readonly string[];
  /**
   * Where the service tells the identity service which roles a purchase grants (`role_grant.changed`): its
   * `/cms/webhooks/payments`. Without targets no role is granted.
   */
  roleWebhookTargets?: readonly string[];
  /** The payment methods a checkout offers; default: the test method alone (testPaymentMethod). */
  paymentMethods?: readonly PaymentMethodAdapter[];
  /** How often running subscriptions whose period ended are renewed (renewDueSubscriptions); default a minute. */
  renewalIntervalMs?: number;
  /** The shared webhook secret (readWebhookSecret); required with webhook targets. */
  webhookSecret?: string;
  /** For the outbox dispatcher's reports; pino's logger fits. */
  logger?: OutboxLogger;
};

const articleIdParamSchema = z
  .pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.transform(Number))
  .check(z.maximum(2_147_483_647));

/**
 * The payments service: customers, credit wallets and purchases with credits, shaped like the payment provider's
 * API. Mount the returned router at `/payments`; `close()` stops its outbox dispatcher (before the database is
 * closed). A reader only ever sees and spends their own: the ssoId comes from the verified token, anything else is
 * 403. The brand of a purchase comes from `x-mandator`, which the gateway sets.
 */
export async function createPaymentsService(
  opts: PaymentsServiceOptions,
): Promise<Router & { close(): Promise<void> }> {
  const { db } = opts;
  const webhookTargets = opts.webhookTargets ?? [];
  const roleWebhookTargets = opts.roleWebhookTargets ?? [];
  if (webhookTargets.length + roleWebhookTargets.length > 0 && !opts.webhookSecret)
    throw new Error('payments: webhookTargets need a webhookSecret');
  const paymentMethods = new Map(
    (opts.paymentMethods ?? [testPaymentMethod()]).map((method) => [method.id, method]),
  );
  await migrate(db, { schema: 'payments', migrationsDir: path.join(__dirname, '..', 'migrations') });
  if (opts.seedDemoWallets) await seedDemoWallets(db);
  if (!opts.verifyToken)
    console.warn('[payments] no identity token verifier configured: reader endpoints answer 503');
  const outbox = await createOutbox({
    db,
    schema: 'payments',
    targets: webhookTargets,
    secret: opts.webhookSecret ?? '',
    logger: opts.logger,
  });
  // Role grants go to the identity service through an outbox of their own: same table, other targets, so neither
  // receiver holds back the other's events.
  const roleOutbox = await createOutbox({
    db,
    schema: 'payments',
    targets: roleWebhookTargets,
    secret: opts.webhookSecret ?? '',
    logger: opts.logger,
  });

  let renewing: Promise<void> | undefined;
  const renewals = setInterval(() => {
    renewing ??= renewDueSubscriptions(db, { roleOutbox, paymentMethods })
      .then(() => undefined)
      .catch((err: unknown) =>
        opts.logger?.warn({ err }, 'payments: renewing subscriptions failed, trying again at the next run'),
      )
      .finally(() => (renewing = undefined));
  }, opts.renewalIntervalMs ?? 60_000);
  renewals.unref();

  const reader = authenticateReader(opts.verifyToken);
  const param = <T>(schema: z.ZodMiniType<T>, value: unknown): T => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new PaymentsHttpError('invalid_request');
    return parsed.data;
  };
  const mandatorOf = (req: Request): Mandator => {
    const mandator = getMandator(req.get('x-mandator') ?? '');
    if (!mandator) throw new PaymentsHttpError('unknown_mandator');
    return mandator;
  };
  /** The reader named in the path (ssoId), who must be the token's reader. */
  const ownSsoId = async (req: Request): Promise<string> => {
    const claims = await reader(req);
    const ssoId = param(z.uuid(), req.params.ssoId).toLowerCase();
    if (ssoId !== claims.sub.toLowerCase()) throw new PaymentsHttpError('forbidden');
    return ssoId;
  };

  /** The credit use's JSON body: one that cannot be read is as wrong as one outside the contract. */
  const creditUseJson: RequestHandler = (req, res, next) =>
    express.json({ limit: '4kb', strict: false })(req, res, (err?: unknown) =>
      next(err ? new PaymentsHttpError('invalid_credit_use') : undefined),
    );

  /** The checkout's JSON body: one that cannot be read is as wrong as one outside the contract. */
  const checkoutJson: RequestHandler = (req, res, next) =>
    express.json({ limit: '8kb', strict: false })(req, res, (err?: unknown) =>
      next(err ? new PaymentsHttpError('invalid_checkout') : undefined),
    );

  const router = express.Router();

  router.get('/healthz', async (_req, res) => {
    if (await pingDb(db)) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'unavailable' });
  });

  router.use((_req, res, next) => {
    res.set('cache-control', 'private, no-store');
    next();
  });

  /** The reader's customer (GET /api/plenigo/session). */
  router.get('/customers/by-sso-id/:ssoId', async (req, res) => {
    const customer = await findCustomerBySsoId(db, await ownSsoId(req));
    if (!customer) throw new PaymentsHttpError('customer_not_found');
    res.json(customer);
  });

  /** The reader's purchases with credits in this brand, newest first (GET /api/plenigo/credits/purchases). */
  router.get('/customers/by-sso-id/:ssoId/purchases', async (req, res) => {
    const ssoId = await ownSsoId(req);
    res.json(await listCreditPurchases(db, ssoId, mandatorOf(req).id));
  });

  /** Whether and when the reader bought this article in this brand (the gateway asks for the paywall). */
  router.get('/customers/by-sso-id/:ssoId/purchases/:articleId', async (req, res) => {
    const ssoId = await ownSsoId(req);
    const articleId = param(articleIdParamSchema, req.params.articleId);
    const purchase = await findCreditPurchase(db, ssoId, mandatorOf(req).id, articleId);
    if (!purchase) throw new PaymentsHttpError('purchase_not_found');
    res.json(purchase);
  });

  /** The brand's products with prices and what each includes (public). */
  router.get('/products', (req, res) => {
    res.json(productsByMandator[mandatorOf(req).id]);
  });

  /** The payment methods a checkout offers (public). */
  router.get('/payment-methods', (_req, res) => {
    res.json([...paymentMethods.values()].map(({ id, label }) => ({ id, label })));
  });

  /** Places an order (checkout): once per idempotency key; 201 when this call placed it, 200 for a repeat. */
  router.post('/customers/by-sso-id/:ssoId/orders', checkoutJson, async (req, res) => {
    const ssoId = await ownSsoId(req);
    const body = checkoutBodySchema.safeParse(req.body);
    if (!body.success) throw new PaymentsHttpError('invalid_checkout');
    const { order, created } = await checkout(
      db,
      { roleOutbox, paymentMethods },
      { ...body.data, ssoId, mandator: mandatorOf(req).id },
    );
    if (created) roleOutbox.kick();
    res.status(created ? 201 : 200).json(order);
  });

  router.get('/customers/by-sso-id/:ssoId/orders', async (req, res) => {
    res.json(await listOrders(db, await ownSsoId(req), mandatorOf(req).id));
  });

  router.get('/customers/by-sso-id/:ssoId/invoices', async (req, res) => {
    res.json(await listInvoices(db, await ownSsoId(req), mandatorOf(req).id));
  });

  router.get('/customers/by-sso-id/:ssoId/subscriptions', async (req, res) => {
    res.json(await listSubscriptions(db, await ownSsoId(req), mandatorOf(req).id));
  });

  /** Cancels a subscription: it ends, with its role, at the end of the period paid. */
  router.post('/customers/by-sso-id/:ssoId/subscriptions/:subscriptionId/cancel', async (req, res) => {
    const ssoId = await ownSsoId(req);
    const subscriptionId = param(subscriptionIdSchema, req.params.subscriptionId);
    const { subscription, changed } = await cancelSubscription(db, roleOutbox, {
      ssoId,
      mandator: mandatorOf(req).id,
      subscriptionId,
    });
    if (changed) roleOutbox.kick();
    res.json(subscription);
  });

  /** The customer's credit wallet (GET /api/plenigo/wallet/{customerId}); another reader's customer is 403. */
  router.get('/customers/:customerId/wallet', async (req, res) => {
    const claims = await reader(req);
    const customerId = param(customerIdSchema, req.params.customerId);
    const customer = await findCustomer(db, customerId);
    // Unknown and foreign customers answer alike: nobody can probe for customer ids.
    if (customer?.ssoId !== claims.sub.toLowerCase()) throw new PaymentsHttpError('forbidden');
    const wallet = await findWallet(db, customerId);
    if (!wallet) throw new PaymentsHttpError('wallet_not_found');
    res.json(wallet);
  });

  /** Spends a credit on an article (POST /api/plenigo/credits/use): spendCredit. */
  router.post('/customers/:customerId/credits/use', creditUseJson, async (req, res) => {
    const claims = await reader(req);
    const body = creditUseBodySchema.safeParse(req.body);
    if (!body.success || body.data.customerId !== req.params.customerId)
      throw new PaymentsHttpError('invalid_credit_use');
    const ssoId = claims.sub.toLowerCase();
    if (body.data.userId.toLowerCase() !== ssoId) throw new PaymentsHttpError('forbidden');
    const answer = await spendCredit(db, outbox, { ...body.data, ssoId, mandator: mandatorOf(req).id });
    if (answer.charged) outbox.kick();
    res.json(answer);
  });

  router.use(() => {
    throw new PaymentsHttpError('not_found');
  });

  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    if (err instanceof PaymentsHttpError) {
      res.status(err.status).json(err.body);
      return;
    }
    // body-parser's refusals (malformed JSON, too large) carry a 4xx status
    const status = (err as { status?: unknown }).status;
    const refusal = typeof status === 'number' && status >= 400 && status < 500;
    if (!refusal) console.error(`[payments] ${req.method} ${req.originalUrl} failed:`, err);
    const answer = new PaymentsHttpError(refusal ? 'invalid_request' : 'internal_error');
    res.status(answer.status).json(answer.body);
  });

  return Object.assign(router, {
    close: async () => {
      clearInterval(renewals);
      await renewing;
      await outbox.close();
      await roleOutbox.close();
    },
  });
}
