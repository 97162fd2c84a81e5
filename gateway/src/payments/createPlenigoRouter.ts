import { apiError } from '@news/contracts/apiError';
import {
  checkoutBodySchema,
  invoicesSchema,
  orderSchema,
  paymentMethodsSchema,
  productsSchema,
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
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod/mini';
import type { ReaderSession, SessionResolver } from '../auth/createSessionResolver';
import { requireSameOrigin } from '../auth/requireSameOrigin';
import type { SelfRequest } from '../upstream/selfRequest';
import { createPaymentsRelay } from './createPaymentsRelay';
import { handleCancelSubscription } from './handleCancelSubscription';
import { handleReaderPost } from './handleReaderPost';
import { jsonBodyOr } from './jsonBodyOr';
import { requirePaymentsReader, withPaymentsReader } from './requirePaymentsReader';

const invalidCreditUse = apiError(
  400,
  'invalid_credit_use',
  'Die Angaben zum Freischalten mit einem Coin sind ungültig.',
);
const invalidRequest = apiError(400, 'invalid_request', 'Die Anfrage ist ungültig.');
const invalidCheckout = apiError(400, 'invalid_checkout', 'Bitte prüfen Sie Ihre Angaben zur Bestellung.');
const bySsoId = (session: ReaderSession, path: string) =>
  `/payments/customers/by-sso-id/${session.claims.sub}${path}`;

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
  const { resolveSession } = deps;
  const relay = createPaymentsRelay(deps);
  const reader = (req: Request, res: Response) => requirePaymentsReader(resolveSession, req, res);
  const withReader = withPaymentsReader(resolveSession);
  const router = express.Router();

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
    await relay(res, { path: bySsoId(session, '/purchases'), session, schema: creditPurchasesSchema });
  });

  // The reader first (401), then the JSON body: an unreadable one is as wrong as a bad one.
  router.post(
    '/plenigo/credits/use',
    requireSameOrigin(),
    withReader,
    jsonBodyOr('4kb', invalidCreditUse),
    handleReaderPost(relay, {
      body: creditUseBodySchema,
      invalid: invalidCreditUse,
      path: (_session, body) => `/payments/customers/${body.customerId}/credits/use`,
      schema: creditUseAnswerSchema,
    }),
  );

  router.get('/plenigo/products', async (_req, res) => {
    await relay(res, { path: '/payments/products', schema: productsSchema });
  });

  router.get('/plenigo/payment-methods', async (_req, res) => {
    await relay(res, { path: '/payments/payment-methods', schema: paymentMethodsSchema });
  });

  const readerGet = <T>(route: string, call: { path: string; schema: z.ZodMiniType<T> }) =>
    router.get(route, async (req, res) => {
      const session = await reader(req, res);
      if (!session) return;
      await relay(res, { path: bySsoId(session, call.path), session, schema: call.schema });
    });
  readerGet<unknown>('/plenigo/orders', { path: '/orders', schema: z.array(orderSchema) });
  readerGet<unknown>('/plenigo/subscriptions', { path: '/subscriptions', schema: subscriptionsSchema });
  readerGet<unknown>('/plenigo/access-terms', { path: '/access-terms', schema: accessTermsSchema });
  readerGet<unknown>('/plenigo/invoices', { path: '/invoices', schema: invoicesSchema });

  router.post(
    '/plenigo/checkout',
    requireSameOrigin(),
    withReader,
    jsonBodyOr('8kb', invalidCheckout),
    handleReaderPost(relay, {
      body: checkoutBodySchema,
      invalid: invalidCheckout,
      path: (session) => bySsoId(session, '/orders'),
      schema: orderSchema,
    }),
  );

  router.post(
    '/plenigo/subscriptions/:subscriptionId/cancel',
    requireSameOrigin(),
    withReader,
    handleCancelSubscription(relay),
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
      jsonBodyOr('2kb', call.invalid),
      handleReaderPost(relay, { ...call, path: (session) => bySsoId(session, call.path) }),
    );

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
      400,
      'invalid_invitation_token',
      'Dieser Einladungslink ist unvollständig. Bitte öffnen Sie den Link aus der E-Mail.',
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
