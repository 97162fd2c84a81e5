import { z } from 'zod/mini';

/**
 * Newsletter subscriptions with double opt-in (issue 14). The users service keeps them per brand, newsletter and
 * address: `pending` (confirmation mail sent) → `confirmed` (receives the newsletter) → `unsubscribed`. The gateway
 * (app server `/api/newsletters/*`, the mail links `/newsletter/bestaetigen` and `/newsletter/abmelden`) names the
 * newsletter's title and the brand's public origin, which only it knows (content API, configuration).
 */

/** A newsletter's slug, as the content API names it (`GET /v5/newsletters/{slug}`). */
export const newsletterSlugSchema = z.string().check(z.maxLength(100), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

/** An e-mail address a reader types (trimmed, at most 254 characters). */
export const newsletterEmailSchema = z.pipe(z.string().check(z.trim()), z.email().check(z.maxLength(254)));

export const newsletterSubscriptionStateSchema = z.enum(['pending', 'confirmed']);
export type NewsletterSubscriptionState = z.infer<typeof newsletterSubscriptionStateSchema>;

/** One live subscription of the reader's address (unsubscribed ones are not listed). */
export const newsletterSubscriptionSchema = z.object({
  newsletter: newsletterSlugSchema,
  title: z.string(),
  state: newsletterSubscriptionStateSchema,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/** User API `GET /mandators/{m}/users/{ssoId}/newsletter-subscriptions`: the subscriptions of the account's address. */
export const newsletterSubscriptionListSchema = z.object({
  email: z.string(),
  subscriptions: z.array(newsletterSubscriptionSchema),
});
export type NewsletterSubscriptionList = z.infer<typeof newsletterSubscriptionListSchema>;

/** What the gateway adds to a subscription request: the title for the mail, the brand's origin for its links. */
const mailContext = {
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  baseUrl: z.url({ protocol: /^https?$/ }),
};

/** User API `POST /mandators/{m}/newsletter-subscriptions` (gateway only): an address entered on the site. */
export const newsletterSignupRequestSchema = z.object({
  newsletter: newsletterSlugSchema,
  email: newsletterEmailSchema,
  ...mailContext,
});
export type NewsletterSignupRequest = z.infer<typeof newsletterSignupRequestSchema>;

/** User API `PUT /mandators/{m}/users/{ssoId}/newsletter-subscriptions/{slug}` (gateway only): one click. */
export const newsletterReaderSignupRequestSchema = z.object(mailContext);
export type NewsletterReaderSignupRequest = z.infer<typeof newsletterReaderSignupRequestSchema>;

/** The answer to an address entered on the site: the same whatever the address's state (it reveals nothing). */
export const newsletterSignupAcceptedSchema = z.object({
  status: z.literal('accepted'),
  message: z.string(),
});
export type NewsletterSignupAccepted = z.infer<typeof newsletterSignupAcceptedSchema>;

export const NEWSLETTER_SIGNUP_ACCEPTED: NewsletterSignupAccepted = {
  status: 'accepted',
  message:
    'Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre Anmeldung mit dem Link darin.',
};

/** The app server's body of `POST /api/newsletters/signup` (JSON or a plain HTML form). */
export const newsletterSignupBodySchema = z.object({
  newsletter: newsletterSlugSchema,
  email: newsletterEmailSchema,
});

/** User API `POST /mandators/{m}/newsletter-subscriptions/{confirm|unsubscribe}`: the token of the mail's link. */
export const newsletterTokenBodySchema = z.object({
  token: z.string().check(z.minLength(16), z.maxLength(200), z.regex(/^[A-Za-z0-9_.-]+$/)),
});

/** The answer of confirm and unsubscribe; `unchanged`: it was confirmed (unsubscribed) before. */
export const newsletterTokenAnswerSchema = z.object({
  newsletter: newsletterSlugSchema,
  title: z.string(),
  state: z.enum(['confirmed', 'unsubscribed']),
  unchanged: z.boolean(),
});
export type NewsletterTokenAnswer = z.infer<typeof newsletterTokenAnswerSchema>;

/** User API `POST /mandators/{m}/newsletters/{slug}/issues` (editorial system, internal token): one issue. */
export const newsletterIssueRequestSchema = z.object({
  subject: z.string().check(z.minLength(1), z.maxLength(200)),
  text: z.string().check(z.minLength(1), z.maxLength(100_000)),
  ...mailContext,
});
export type NewsletterIssueRequest = z.infer<typeof newsletterIssueRequestSchema>;

/** A newsletter of the brand with the reader's state (`none`: not subscribed): the portal's `/newsletters`. */
export const readerNewsletterSchema = z.object({
  slug: newsletterSlugSchema,
  title: z.string(),
  description: z.string(),
  frequency: z.string(),
  sendTime: z.string(),
  state: z.enum(['none', 'pending', 'confirmed']),
});
export type ReaderNewsletter = z.infer<typeof readerNewsletterSchema>;

/** App server `GET /api/newsletters/subscriptions`: every newsletter of the brand with the reader's state. */
export const readerNewslettersSchema = z.object({
  email: z.string(),
  newsletters: z.array(readerNewsletterSchema),
});
export type ReaderNewsletters = z.infer<typeof readerNewslettersSchema>;

/** The site's pages behind the mails' links (`?token=`): confirm a subscription, unsubscribe without login. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/bestaetigen';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/abmelden';
