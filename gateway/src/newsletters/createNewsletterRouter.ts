import type { MandatorId } from '@news/config/mandators';
import express, { type Router } from 'express';
import type { SessionResolver } from '../auth/createSessionResolver';
import { requireSameOrigin } from '../auth/requireSameOrigin';
import type { ContentSource } from '../ssr/contentFetchJson';
import type { SelfRequest } from '../upstream/selfRequest';
import { createNewsletterCatalogue } from './createNewsletterCatalogue';
import { createNewsletterClient } from './createNewsletterClient';
import { handleNewsletterSignup } from './handleNewsletterSignup';
import { handleReaderNewsletters } from './handleReaderNewsletters';
import { handleSubscribeNewsletter } from './handleSubscribeNewsletter';
import { handleUnsubscribeNewsletter } from './handleUnsubscribeNewsletter';
import type { NewsletterDeps } from './newsletterDeps';

/**
 * The app server's newsletter endpoints (issue 14), mounted at `/api` after resolveMandator:
 * - `POST /newsletters/signup` `{ newsletter, email }`, JSON or a plain HTML form (works without JavaScript: it then
 *   answers a German page instead of JSON). No login; same answer whatever the address's state.
 * - `GET /newsletters/subscriptions`: every newsletter of the brand with the logged-in reader's state.
 * - `PUT` / `DELETE /newsletters/subscriptions/{slug}`: the reader subscribes with one click (the account's address,
 *   double opt-in) or unsubscribes.
 * State changes only from this site's pages (same-origin check). The users service keeps the subscriptions and
 * decides; the gateway adds the newsletter's title (content API) and the brand's public origin for the mail's links.
 */
export function createNewsletterRouter(deps: {
  self: SelfRequest;
  resolveSession: SessionResolver;
  contentSource: ContentSource;
  timeoutMs: number;
  brandOrigins: Readonly<Record<MandatorId, string>>;
}): Router {
  const handlerDeps: NewsletterDeps = {
    client: createNewsletterClient(deps.self),
    catalogue: createNewsletterCatalogue(deps.contentSource, deps.timeoutMs),
    resolveSession: deps.resolveSession,
    brandOrigins: deps.brandOrigins,
  };
  const router = express.Router();
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.setHeader('cache-control', 'private, no-store');
    next();
  };

  router.post(
    '/newsletters/signup',
    noStore,
    requireSameOrigin(),
    express.urlencoded({ extended: false, limit: '4kb' }),
    express.json({ limit: '4kb' }),
    handleNewsletterSignup(handlerDeps),
  );
  router.get('/newsletters/subscriptions', noStore, handleReaderNewsletters(handlerDeps));
  router.put(
    '/newsletters/subscriptions/:slug',
    noStore,
    requireSameOrigin(),
    handleSubscribeNewsletter(handlerDeps),
  );
  router.delete(
    '/newsletters/subscriptions/:slug',
    noStore,
    requireSameOrigin(),
    handleUnsubscribeNewsletter(handlerDeps),
  );

  return router;
}
