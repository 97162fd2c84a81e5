import {
  newsletterReaderSignupRequestSchema,
  newsletterSlugSchema,
  type NewsletterSubscriptionList,
} from '@news/contracts/newsletterSubscriptions';
import express, { type Router } from 'express';
import { userOf } from './authorizeUser';
import { tooManyRequests, type NewsletterDeps } from './createNewsletterRoutes';
import { withinLimit } from './newsletterRateLimit';
import { parseBody } from './parseBody';
import { requireInternalCaller } from './requireInternalCaller';
import { subscribeToNewsletter } from './subscribeToNewsletter';
import { UserApiError } from './UserApiError';

const slugOf = (value: string) => {
  const slug = newsletterSlugSchema.safeParse(value);
  if (!slug.success) throw new UserApiError(404, 'unknown_newsletter', 'Diesen Newsletter gibt es nicht.');
  return slug.data;
};

/**
 * The reader's newsletters, at the address of their account (the identity token's `email`), per brand:
 * - `GET /newsletter-subscriptions`: `{ email, subscriptions }`, pending (link still valid) and confirmed ones;
 * - `PUT /newsletter-subscriptions/{slug}` (gateway only: it names title and origin for the mail): one click,
 *   double opt-in as for an address entered on the site; answers the state (`pending` or, already, `confirmed`);
 *   over the limits per client address or per e-mail address: 429 (the reader's own address: nothing to hide);
 * - `DELETE /newsletter-subscriptions/{slug}`: unsubscribed at once, 204 also when it was not subscribed.
 */
export function createReaderNewsletterRoutes(deps: NewsletterDeps): Router {
  const router = express.Router();

  router.get('/newsletter-subscriptions', async (_req, res) => {
    const { email, mandator } = userOf(res);
    const { rows } = await deps.db.query<{
      newsletter: string;
      newsletter_title: string;
      state: 'pending' | 'confirmed';
      updated_at: Date;
    }>(
      `select newsletter, newsletter_title, state, updated_at from users.newsletter_subscriptions
       where mandator = $1 and email = $2
         and (state = 'confirmed' or (state = 'pending' and confirm_expires_at > now()))
       order by newsletter`,
      [mandator.id, email],
    );
    res.json({
      email,
      subscriptions: rows.map((r) => ({
        newsletter: r.newsletter,
        title: r.newsletter_title,
        state: r.state,
        updatedAt: new Date(r.updated_at).toISOString(),
      })),
    } satisfies NewsletterSubscriptionList);
  });

  router.put(
    '/newsletter-subscriptions/:newsletter',
    requireInternalCaller(deps.internalToken),
    async (req, res) => {
      const { email, mandator, ssoId } = userOf(res);
      const newsletter = slugOf(String(req.params.newsletter));
      const body = parseBody(
        newsletterReaderSignupRequestSchema,
        req.body,
        'invalid_newsletter_signup',
        'Die Anmeldung braucht den Titel des Newsletters und die Adresse der Website.',
      );
      const ip = req.get('x-client-ip') ?? 'unknown';
      if (
        !(await withinLimit(deps.db, `newsletter-ip:${ip}`, deps.limits.perIpPerHour)) ||
        !(await withinLimit(deps.db, `newsletter-address:${email}`, deps.limits.perAddressPerHour))
      )
        throw tooManyRequests();
      const state = await subscribeToNewsletter(deps, {
        mandator: mandator.id,
        newsletter,
        title: body.title,
        email,
        ssoId,
        baseUrl: body.baseUrl,
      });
      res.json({ newsletter, title: body.title, state });
    },
  );

  router.delete('/newsletter-subscriptions/:newsletter', async (req, res) => {
    const { email, mandator, ssoId } = userOf(res);
    await deps.db.query(
      `update users.newsletter_subscriptions
       set state = 'unsubscribed', unsubscribed_at = now(), updated_at = now(), sso_id = $4,
           confirm_token_hash = null, confirm_expires_at = null
       where mandator = $1 and newsletter = $2 and email = $3 and state <> 'unsubscribed'`,
      [mandator.id, slugOf(req.params.newsletter), email, ssoId],
    );
    res.status(204).end();
  });

  return router;
}
