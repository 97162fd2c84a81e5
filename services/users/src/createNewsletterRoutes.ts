import {
  NEWSLETTER_SIGNUP_ACCEPTED,
  newsletterIssueRequestSchema,
  newsletterSignupRequestSchema,
  newsletterSlugSchema,
  newsletterTokenBodySchema,
} from '@news/contracts/newsletterSubscriptions';
import { getMandator } from '@news/config/mandators';
import type { Db } from '@news/db/createDb';
import type { Mailer } from '@news/mailer/Mailer';
import express, { type Request, type Router } from 'express';
import { confirmNewsletter, unsubscribeNewsletter } from './newsletterTokenActions';
import type { NewsletterLimits } from './newsletterRateLimit';
import { withinLimit } from './newsletterRateLimit';
import type { UnsubscribeTokens } from './newsletterTokens';
import { parseBody } from './parseBody';
import { requireInternalCaller } from './requireInternalCaller';
import { sendNewsletterIssue } from './sendNewsletterIssue';
import { subscribeToNewsletter } from './subscribeToNewsletter';
import { UserApiError } from './UserApiError';

export type NewsletterDeps = {
  db: Db;
  mailer: Mailer;
  unsubscribeTokens: UnsubscribeTokens;
  confirmationTtlHours: number;
  limits: NewsletterLimits;
  internalToken: string;
};

export const tooManyRequests = () =>
  new UserApiError(
    429,
    'newsletter_rate_limited',
    'Zu viele Newsletter-Anmeldungen in kurzer Zeit. Bitte versuchen Sie es in einer Stunde erneut.',
  );

const invalidToken = () =>
  new UserApiError(
    400,
    'invalid_newsletter_token',
    'Dieser Link ist unvollständig. Bitte verwenden Sie den vollständigen Link aus unserer E-Mail.',
  );

/** The brand of the path (404 `unknown_mandator` otherwise). */
const mandatorOf = (req: Request) => {
  const mandator = getMandator(String(req.params.mandator));
  if (!mandator) throw new UserApiError(404, 'unknown_mandator', 'Dieses Angebot gibt es nicht.');
  return mandator.id;
};

/**
 * The newsletter routes that need no reader, under `/mandators/{mandator}`:
 * - `POST /newsletter-subscriptions` (gateway only): an address entered on the site. Always 202 with the same text,
 *   whether the address is new, pending, confirmed or over its limit (no mail then): it reveals nothing. More than
 *   `limits.perIpPerHour` requests from one client address: 429.
 * - `POST /newsletter-subscriptions/confirm` and `/unsubscribe` with `{ token }`: the links of the mails (the token
 *   is the credential; no login).
 * - `POST /newsletters/{slug}/issues` (gateway or editorial system, internal token): sends an issue to the
 *   confirmed subscribers only, `{ sent }`.
 */
export function createNewsletterRoutes(deps: NewsletterDeps): Router {
  const router = express.Router();
  const internal = requireInternalCaller(deps.internalToken);

  router.post('/mandators/:mandator/newsletter-subscriptions', internal, async (req, res) => {
    const mandator = mandatorOf(req);
    const body = parseBody(
      newsletterSignupRequestSchema,
      req.body,
      'invalid_newsletter_signup',
      'Bitte geben Sie eine gültige E-Mail-Adresse und einen Newsletter an.',
    );
    const ip = req.get('x-client-ip') ?? 'unknown';
    if (!(await withinLimit(deps.db, `newsletter-ip:${ip}`, deps.limits.perIpPerHour)))
      throw tooManyRequests();
    const email = body.email.toLowerCase();
    // over the address's limit: the same answer, but no mail (silent, so the limit tells nothing about the address)
    if (await withinLimit(deps.db, `newsletter-address:${email}`, deps.limits.perAddressPerHour)) {
      await subscribeToNewsletter(deps, {
        mandator,
        newsletter: body.newsletter,
        title: body.title,
        email,
        baseUrl: body.baseUrl,
      });
    }
    res.status(202).json(NEWSLETTER_SIGNUP_ACCEPTED);
  });

  router.post('/mandators/:mandator/newsletter-subscriptions/confirm', async (req, res) => {
    const mandator = mandatorOf(req);
    const parsed = newsletterTokenBodySchema.safeParse(req.body);
    if (!parsed.success) throw invalidToken();
    res.json(await confirmNewsletter(deps.db, mandator, parsed.data.token));
  });

  router.post('/mandators/:mandator/newsletter-subscriptions/unsubscribe', async (req, res) => {
    const mandator = mandatorOf(req);
    const parsed = newsletterTokenBodySchema.safeParse(req.body);
    if (!parsed.success) throw invalidToken();
    res.json(await unsubscribeNewsletter(deps.db, deps.unsubscribeTokens, mandator, parsed.data.token));
  });

  router.post('/mandators/:mandator/newsletters/:newsletter/issues', internal, async (req, res) => {
    const mandator = mandatorOf(req);
    const newsletter = newsletterSlugSchema.safeParse(String(req.params.newsletter));
    if (!newsletter.success)
      throw new UserApiError(404, 'unknown_newsletter', 'Diesen Newsletter gibt es nicht.');
    const issue = parseBody(
      newsletterIssueRequestSchema,
      req.body,
      'invalid_newsletter_issue',
      'Eine Ausgabe braucht Betreff, Text, den Titel des Newsletters und die Adresse der Website.',
    );
    res.json({ sent: await sendNewsletterIssue(deps, mandator, newsletter.data, issue) });
  });

  return router;
}
