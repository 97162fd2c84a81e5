import type { Mandator } from '@news/config/mandators';
import { apiError, apiErrorSchema } from '@news/contracts/apiError';
import {
  checkoutBodySchema,
  invoicesSchema,
  orderSchema,
  paymentMethodsSchema,
  productsSchema,
  subscriptionIdSchema,
  subscriptionSchema,
  subscriptionsSchema,
  accessTermsSchema,
} from '@news/contracts/commerceApi';
import {
  creditPurchasesSchema,
  creditUseAnswerSchema,
  creditUseBodySchema,
  creditWalletSchema,
  customerIdSchema,
  paymentCustomerSchema,
} from '@news/contracts/paymentsApi';
import {
  invitationAcceptBodySchema,
  invitationBodySchema,
  invitationSchema,
  invitationsOverviewSchema,
  linkedSubscriptionSchema,
  linkedSubscriptionsSchema,
  plusVerificationBodySchema,
  trialSchema,
  voucherRedeemBodySchema,
  voucherRedemptionSchema,
} from '@news/contracts/sellApi';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod/mini';
import type { ReaderSession, SessionResolver } from '../auth/createSessionResolver';
import { requireSameOrigin } from '../auth/requireSameOrigin';
import type { SelfRequest } from '../upstream/selfRequest';

const unauthorized = apiError(401, 'unauthorized', 'Bitte melden Sie sich an.');
const invalidCreditUse = apiError(
  400,
  'invalid_credit_use',
  'Die Angaben zum Freischalten mit einem Coin sind ungültig.',
);
const invalidRequest = apiError(400, 'invalid_request', 'Die Anfrage ist ungültig.');
const invalidCheckout = apiError(400, 'invalid_checkout', 'Bitte prüfen Sie Ihre Angaben zur Bestellung.');
const upstreamUnavailable = (status: 502 | 503) =>
  apiError(
    status,
    'upstream_unavailable',
    'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
  );

/**
 * The app server's wallet endpoints (spec §7), answered by the payments service through the gateway's own
 * `/payments` path (in-process or proxied alike) with the reader's identity token and the request's brand:
 * - GET /plenigo/session: the reader's payment customer;
 * - GET /plenigo/wallet/{customerId}: that customer's credit wallet;
 * - POST /plenigo/credits/use (same-origin only): spends a credit on an article, `creditUseAnswerSchema`;
 * - GET /plenigo/credits/purchases: the reader's purchases in this brand, newest first;
 * - GET /plenigo/products, /plenigo/payment-methods: what the brand sells and how it can be paid (no login);
 * - POST /plenigo/checkout (same-origin only): places an order, `checkoutBodySchema` (201, or 200 for a repeated
 *   idempotency key);
 * - GET /plenigo/orders, /plenigo/subscriptions, /plenigo/access-terms, /plenigo/invoices: the reader's, newest
 *   first;
 * - POST /plenigo/subscriptions/{id}/cancel (same-origin only): the subscription ends at the end of its period;
 * - POST /plenigo/vouchers/redeem (same-origin only): redeems a voucher code, `voucherRedeemBodySchema`;
 * - GET /plenigo/invitations, POST /plenigo/invitations (same-origin only): a plus reader's invitations, a new one;
 * - POST /plenigo/invitations/accept (same-origin only): the invited friend's trial;
 * - GET /plenigo/plus-verification, POST /plenigo/plus-verification (same-origin only): linked print and e-paper
 *   subscriptions, linking one by customer number and postcode.
 * The reader comes from the session cookies (renewed if need be); the payments service decides what they may see
 * and spend (403 for anyone else's customer). Errors are `{ status, code, message }` with a German message.
 */
export function createPlenigoRouter(deps: {
  self: SelfRequest;
  resolveSession: SessionResolver;
  logger: Logger;
}): Router {
  const { self, resolveSession, logger } = deps;
  const router = express.Router();

  async function relay<T>(
    res: Response,
    call: { path: string; session?: ReaderSession; schema: z.ZodMiniType<T>; body?: unknown },
  ): Promise<void> {
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(new URL(call.path, self.baseUrl), {
        method: call.body === undefined ? 'GET' : 'POST',
        headers: {
          ...self.headers((res.locals.mandator as Mandator).id),
          ...(call.session ? { authorization: `Bearer ${call.session.jwt}` } : {}),
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      logger.warn({ err }, 'payments unreachable');
      res.status(503).json(upstreamUnavailable(503));
      return;
    }
    const body: unknown = await upstream.json().catch(() => null);
    if (upstream.ok) {
      const parsed = call.schema.safeParse(body);
      if (parsed.success) res.status(upstream.status).json(parsed.data);
      else {
        logger.warn({ path: call.path }, 'payments answered outside its contract');
        res.status(502).json(upstreamUnavailable(502));
      }
      return;
    }
    const error = apiErrorSchema.safeParse(body);
    if (error.success && upstream.status < 500) {
      res.status(upstream.status).json(error.data);
      return;
    }
    logger.warn({ status: upstream.status }, 'payments failed');
    res.status(502).json(upstreamUnavailable(502));
  }

  /** The reader's session, or undefined after a 401. Nothing of these answers may be cached. */
  async function reader(req: Request, res: Response): Promise<ReaderSession | undefined> {
    res.setHeader('cache-control', 'private, no-store');
    const session = await resolveSession(req, res);
    if (!session) res.status(401).json(unauthorized);
    return session ?? undefined;
  }

  router.get('/plenigo/session', async (req, res) => {
    const session = await reader(req, res);
    if (!session) return;
    const path = `/payments/customers/by-sso-id/${session.claims.sub}`;
    await relay(res, { path, session, schema: paymentCustomerSchema });
  });

  router.get('/plenigo/wallet/:customerId', async (req, res) => {
    const session = await reader(req, res);
    if (!session) return;
    const customerId = customerIdSchema.safeParse(req.params.customerId);
    if (!customerId.success) {
      res.status(400).json(invalidRequest);
      return;
    }
    const path = `/payments/customers/${customerId.data}/wallet`;
    await relay(res, { path, session, schema: creditWalletSchema });
  });

  router.get('/plenigo/credits/purchases', async (req, res) => {
    const session = await reader(req, res);
    if (!session) return;
    const path = `/payments/customers/by-sso-id/${session.claims.sub}/purchases`;
    await relay(res, { path, session, schema: creditPurchasesSchema });
  });

  /** The credit use's reader (401 first), then its JSON body: an unreadable one is as wrong as a bad one. */
  const withReader: RequestHandler = async (req, res, next) => {
    const session = await reader(req, res);
    if (!session) return;
    res.locals.session = session;
    next();
  };
  const creditUseJson: RequestHandler = (req, res, next) =>
    express.json({ limit: '4kb', strict: false })(req, res, (err?: unknown) => {
      if (err) res.status(400).json(invalidCreditUse);
      else next();
    });
  router.post('/plenigo/credits/use', requireSameOrigin(), withReader, creditUseJson, async (req, res) => {
    const session = res.locals.session as ReaderSession;
    const body = creditUseBodySchema.safeParse(req.body);
    if (!body.success) {
      res.status(400).json(invalidCreditUse);
      return;
    }
    const path = `/payments/customers/${body.data.customerId}/credits/use`;
    await relay(res, { path, session, schema: creditUseAnswerSchema, body: body.data });
  });

  router.get('/plenigo/products', async (_req, res) => {
    await relay(res, { path: '/payments/products', schema: productsSchema });
  });

  router.get('/plenigo/payment-methods', async (_req, res) => {
    await relay(res, { path: '/payments/payment-methods', schema: paymentMethodsSchema });
  });

  for (const [name, schema] of [
    ['orders', z.array(orderSchema)],
    ['subscriptions', subscriptionsSchema],
    ['access-terms', accessTermsSchema],
    ['invoices', invoicesSchema],
  ] as const) {
    router.get(`/plenigo/${name}`, async (req, res) => {
      const session = await reader(req, res);
      if (!session) return;
      const path = `/payments/customers/by-sso-id/${session.claims.sub}/${name}`;
      await relay<unknown>(res, { path, session, schema });
    });
  }

  const checkoutJson: RequestHandler = (req, res, next) =>
    express.json({ limit: '8kb', strict: false })(req, res, (err?: unknown) => {
      if (err) res.status(400).json(invalidCheckout);
      else next();
    });
  router.post('/plenigo/checkout', requireSameOrigin(), withReader, checkoutJson, async (req, res) => {
    const session = res.locals.session as ReaderSession;
    const body = checkoutBodySchema.safeParse(req.body);
    if (!body.success) {
      res.status(400).json(invalidCheckout);
      return;
    }
    const path = `/payments/customers/by-sso-id/${session.claims.sub}/orders`;
    await relay(res, { path, session, schema: orderSchema, body: body.data });
  });

  router.post(
    '/plenigo/subscriptions/:subscriptionId/cancel',
    requireSameOrigin(),
    withReader,
    async (req, res) => {
      const session = res.locals.session as ReaderSession;
      const subscriptionId = subscriptionIdSchema.safeParse(req.params.subscriptionId);
      if (!subscriptionId.success) {
        res.status(400).json(invalidRequest);
        return;
      }
      const path = `/payments/customers/by-sso-id/${session.claims.sub}/subscriptions/${subscriptionId.data}/cancel`;
      await relay(res, { path, session, schema: subscriptionSchema, body: {} });
    },
  );

  /** A reader's POST with a small JSON body in its contract: 401 first, then 400 with `code`, then the service. */
  const readerPost = <B, T>(
    route: string,
    call: {
      body: z.ZodMiniType<B>;
      invalid: ReturnType<typeof apiError>;
      path: string;
      schema: z.ZodMiniType<T>;
    },
  ) =>
    router.post(
      route,
      requireSameOrigin(),
      withReader,
      (req, res, next) =>
        express.json({ limit: '2kb', strict: false })(req, res, (err?: unknown) => {
          if (err) res.status(400).json(call.invalid);
          else next();
        }),
      async (req, res) => {
        const session = res.locals.session as ReaderSession;
        const body = call.body.safeParse(req.body);
        if (!body.success) {
          res.status(400).json(call.invalid);
          return;
        }
        const path = `/payments/customers/by-sso-id/${session.claims.sub}${call.path}`;
        await relay(res, { path, session, schema: call.schema, body: body.data });
      },
    );
  const readerGet = <T>(route: string, call: { path: string; schema: z.ZodMiniType<T> }) =>
    router.get(route, async (req, res) => {
      const session = await reader(req, res);
      if (!session) return;
      const path = `/payments/customers/by-sso-id/${session.claims.sub}${call.path}`;
      await relay(res, { path, session, schema: call.schema });
    });

  readerPost('/plenigo/vouchers/redeem', {
    body: voucherRedeemBodySchema,
    invalid: apiError(
      400,
      'invalid_voucher',
      'Bitte geben Sie einen gültigen Code ein (Buchstaben, Ziffern und Bindestriche).',
    ),
    path: '/vouchers/redeem',
    schema: voucherRedemptionSchema,
  });
  readerGet('/plenigo/invitations', { path: '/invitations', schema: invitationsOverviewSchema });
  readerPost('/plenigo/invitations', {
    body: invitationBodySchema,
    invalid: apiError(400, 'invalid_invitation', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
    path: '/invitations',
    schema: invitationSchema,
  });
  readerPost('/plenigo/invitations/accept', {
    body: invitationAcceptBodySchema,
    invalid: apiError(
      404,
      'invitation_unknown',
      'Diese Einladung kennen wir nicht. Bitte öffnen Sie den Link aus der E-Mail.',
    ),
    path: '/invitations/accept',
    schema: trialSchema,
  });
  readerGet('/plenigo/plus-verification', { path: '/plus-verifications', schema: linkedSubscriptionsSchema });
  readerPost('/plenigo/plus-verification', {
    body: plusVerificationBodySchema,
    invalid: apiError(
      400,
      'invalid_verification',
      'Bitte geben Sie Ihre Kundennummer (nur Ziffern) und eine fünfstellige Postleitzahl ein.',
    ),
    path: '/plus-verifications',
    schema: linkedSubscriptionSchema,
  });

  return router;
}
