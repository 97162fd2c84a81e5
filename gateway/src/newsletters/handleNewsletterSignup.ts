import type { Mandator } from '@news/config/mandators';
import { apiError, type ApiError } from '@news/contracts/apiError';
import { containsNul } from '@news/contracts/containsNul';
import {
  NEWSLETTER_SIGNUP_ACCEPTED,
  newsletterSignupBodySchema,
  newsletterSlugSchema,
} from '@news/contracts/newsletterSubscriptions';
import type { RequestHandler } from 'express';
import { requestIp } from '../auth/requestIp';
import type { NewsletterDeps } from './newsletterDeps';
import { sendNewsletterPage } from './newsletterPage';
import { unknownNewsletter } from './unknownNewsletter';

const invalidSignup = apiError(
  400,
  'invalid_newsletter_signup',
  'Bitte geben Sie eine gültige E-Mail-Adresse an.',
);

/**
 * POST /api/newsletters/signup `{ newsletter, email }`, JSON or a plain HTML form (works without JavaScript: it then
 * answers a German page instead of JSON). No login; same answer whatever the address's state.
 */
export function handleNewsletterSignup(deps: NewsletterDeps): RequestHandler {
  const { client, catalogue } = deps;
  return async (req, res) => {
    const mandator = res.locals.mandator as Mandator;
    const isForm = Boolean(req.is('application/x-www-form-urlencoded'));
    const back = (slug: string) => [
      { href: `/newsletter-anmeldung/${slug}`, label: 'Zurück zum Newsletter' },
      { href: '/newsletter-anmeldung', label: 'Alle Newsletter' },
    ];
    const refuse = (error: ApiError, slug?: string) => {
      if (!isForm) return res.status(error.status).json(error);
      sendNewsletterPage(res, error.status, mandator, {
        title: 'Anmeldung nicht möglich',
        paragraphs: [error.message],
        links: slug ? back(slug) : [{ href: '/newsletter-anmeldung', label: 'Alle Newsletter' }],
      });
    };
    const body = containsNul(req.body) ? undefined : newsletterSignupBodySchema.safeParse(req.body);
    if (!body?.success) {
      const slug = newsletterSlugSchema.safeParse(
        (req.body as { newsletter?: unknown } | undefined)?.newsletter,
      );
      return refuse(invalidSignup, slug.success ? slug.data : undefined);
    }
    const newsletter = await catalogue.one(mandator.id, body.data.newsletter);
    if (!newsletter) return refuse(unknownNewsletter);
    const answer = await client.signup(mandator.id, requestIp(req), {
      newsletter: newsletter.slug,
      title: newsletter.title,
      email: body.data.email,
      baseUrl: deps.brandOrigins[mandator.id],
    });
    if (!answer.ok) return refuse(answer.error, newsletter.slug);
    if (!isForm) {
      res.status(202).json(NEWSLETTER_SIGNUP_ACCEPTED);
      return;
    }
    sendNewsletterPage(res, 200, mandator, {
      title: 'Fast geschafft',
      paragraphs: [
        `Wir haben eine E-Mail an ${body.data.email} geschickt. Bitte bestätigen Sie Ihre Anmeldung für „${newsletter.title}“ mit dem Link darin.`,
        'Keine E-Mail erhalten? Sehen Sie bitte auch im Spam-Ordner nach.',
      ],
      links: back(newsletter.slug),
    });
  };
}
