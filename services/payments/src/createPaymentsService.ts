import path from 'node:path';
import { getMandator, type Mandator } from '@news/config/mandators';
import type { IdentityClaims } from '@news/contracts/identityToken';
import { checkoutBodySchema, subscriptionIdSchema } from '@news/contracts/commerceApi';
import { creditUseBodySchema, customerIdSchema } from '@news/contracts/paymentsApi';
import {
  invitationAcceptBodySchema,
  invitationBodySchema,
  plusVerificationBodySchema,
  printSubscriberImportBodySchema,
  voucherIssueBodySchema,
  voucherRedeemBodySchema,
} from '@news/contracts/sellApi';
import { WEBHOOK_SIGNATURE_HEADER } from '@news/contracts/webhooks';
import { verifyWebhookSignature } from '@news/outbox/verifyWebhookSignature';
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
import { listAccessTerms } from './accessTerms';
import { findCreditPurchase, listCreditPurchases } from './creditPurchases';
import { findCustomer, findCustomerBySsoId, findWallet } from './customers';
import { PaymentsHttpError, type PaymentsErrorCode } from './PaymentsHttpError';
import { seedDemoWallets } from './seedDemoWallets';
import { seedDemoSelling } from './seedDemoSelling';
import { redeemVoucher } from './redeemVoucher';
import {
  acceptInvitation,
  createInvitation,
  DEFAULT_INVITATION_RULES,
  invitationsOverview,
  type InvitationRules,
} from './invitations';
import { linkPrintSubscription, listLinkedSubscriptions } from './plusVerification';
import { importPrintSubscribers, issueVouchers } from './operatorImports';
import { spendCredit } from './spendCredit';

export type PaymentsServiceOptions = {
  db: Db;
  /**
   * Verifies the reader's identity token (Authorization: Bearer) and answers its claims; throws when invalid. The
   * gateway passes its own verifier. Without one, every reader endpoint answers 503.
   */
  verifyToken?: (token: string) => Promise<IdentityClaims>;
  /**
   * Add the demo wallet reader's customer with 3 credits, the demo voucher codes and the demo print subscribers
   * (same rule as the demo readers; seedDemoSelling.ts).
   */
  seedDemoWallets?: boolean;
  /** How many invitations a plus reader may send in 30 days, how long a link holds, how long the trial lasts. */
  invitationRules?: Partial<InvitationRules>;
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
  if (opts.seedDemoWallets) {
    await seedDemoWallets(db);
    await seedDemoSelling(db);
  }
  const invitationRules = { ...DEFAULT_INVITATION_RULES, ...opts.invitationRules };
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
  /** The claims of the reader named in the path (ssoId), who must be the token's reader. */
  const ownClaims = async (req: Request): Promise<IdentityClaims> => {
    const claims = await reader(req);
    const ssoId = param(z.uuid(), req.params.ssoId).toLowerCase();
    if (ssoId !== claims.sub.toLowerCase()) throw new PaymentsHttpError('forbidden');
    return claims;
  };
  const ownSsoId = async (req: Request): Promise<string> => (await ownClaims(req)).sub.toLowerCase();
  /** The body of a reader's call, checked against its contract (400 with `code` when it is not). */
  const bodyOf = <T>(schema: z.ZodMiniType<T>, req: Request, code: PaymentsErrorCode): T => {
    const parsed = schema.safeParse(req.body);
    if (!parsed.success) throw new PaymentsHttpError(code);
    return parsed.data;
  };
  /** A small JSON body; one that cannot be read is as wrong as one outside the contract. */
  const smallJson =
    (code: PaymentsErrorCode): RequestHandler =>
    (req, res, next) =>
      express.json({ limit: '2kb', strict: false })(req, res, (err?: unknown) =>
        next(err ? new PaymentsHttpError(code) : undefined),
      );
  /**
   * An operator's import: the raw body signed with the webhook secret like a webhook (no reader token), then its
   * contract. Without a secret the imports do not exist.
   */
  const signedImport = <T>(schema: z.ZodMiniType<T>): RequestHandler[] => [
    express.raw({ type: () => true, limit: '256kb' }),
    (req, _res, next) => {
      const raw: unknown = req.body;
      const secret = opts.webhookSecret;
      if (!secret) throw new PaymentsHttpError('not_found');
      if (!Buffer.isBuffer(raw) || !verifyWebhookSignature(raw, req.get(WEBHOOK_SIGNATURE_HEADER), secret))
        throw new PaymentsHttpError('invalid_signature');
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new PaymentsHttpError('invalid_import');
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw new PaymentsHttpError('invalid_import');
      req.body = parsed.data;
      next();
    },
  ];

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

  /** Terms of access without a subscription (redeemed subscription vouchers, invitation trials), newest first. */
  router.get('/customers/by-sso-id/:ssoId/access-terms', async (req, res) => {
    res.json(await listAccessTerms(db, await ownSsoId(req), mandatorOf(req).id));
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

  /** Redeems a voucher code: a subscription for its term or coins (redeemVoucher). */
  router.post(
    '/customers/by-sso-id/:ssoId/vouchers/redeem',
    smallJson('invalid_voucher'),
    async (req, res) => {
      const ssoId = await ownSsoId(req);
      const { code } = bodyOf(voucherRedeemBodySchema, req, 'invalid_voucher');
      const redemption = await redeemVoucher(db, roleOutbox, { ssoId, mandator: mandatorOf(req).id, code });
      roleOutbox.kick();
      res.status(201).json(redemption);
    },
  );

  router.get('/customers/by-sso-id/:ssoId/invitations', async (req, res) => {
    const claims = await ownClaims(req);
    res.json(await invitationsOverview(db, invitationRules, claims, mandatorOf(req).id));
  });

  /** A plus reader invites a friend by e-mail (createInvitation); the identity service sends the mail. */
  router.post(
    '/customers/by-sso-id/:ssoId/invitations',
    smallJson('invalid_invitation'),
    async (req, res) => {
      const claims = await ownClaims(req);
      const { email } = bodyOf(invitationBodySchema, req, 'invalid_invitation');
      const invitation = await createInvitation(db, roleOutbox, invitationRules, {
        claims,
        mandator: mandatorOf(req).id,
        email,
      });
      roleOutbox.kick();
      res.status(201).json(invitation);
    },
  );

  /** The invited friend takes the trial (acceptInvitation). */
  router.post(
    '/customers/by-sso-id/:ssoId/invitations/accept',
    smallJson('invitation_unknown'),
    async (req, res) => {
      const claims = await ownClaims(req);
      const { token } = bodyOf(invitationAcceptBodySchema, req, 'invitation_unknown');
      const trial = await acceptInvitation(db, roleOutbox, invitationRules, {
        claims,
        mandator: mandatorOf(req).id,
        token,
      });
      roleOutbox.kick();
      res.status(201).json(trial);
    },
  );

  router.get('/customers/by-sso-id/:ssoId/plus-verifications', async (req, res) => {
    res.json(await listLinkedSubscriptions(db, await ownSsoId(req), mandatorOf(req).id));
  });

  /** Links a print or e-paper subscription by customer number and postcode (linkPrintSubscription). */
  router.post(
    '/customers/by-sso-id/:ssoId/plus-verifications',
    smallJson('invalid_verification'),
    async (req, res) => {
      const ssoId = await ownSsoId(req);
      const body = bodyOf(plusVerificationBodySchema, req, 'invalid_verification');
      const { linked, created } = await linkPrintSubscription(db, roleOutbox, {
        ...body,
        ssoId,
        mandator: mandatorOf(req).id,
      });
      if (created) roleOutbox.kick();
      res.status(created ? 201 : 200).json(linked);
    },
  );

  /** The publisher issues voucher codes (signed import, issueVouchers). */
  router.post('/operator/vouchers', ...signedImport(voucherIssueBodySchema), async (req, res) => {
    res.status(201).json(await issueVouchers(db, req.body as z.infer<typeof voucherIssueBodySchema>));
  });

  /** The publisher's subscription system imports its print and e-paper subscribers (signed import). */
  router.post(
    '/operator/print-subscribers',
    ...signedImport(printSubscriberImportBodySchema),
    async (req, res) => {
      const body = req.body as z.infer<typeof printSubscriberImportBodySchema>;
      res.status(201).json(await importPrintSubscribers(db, body));
    },
  );

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
