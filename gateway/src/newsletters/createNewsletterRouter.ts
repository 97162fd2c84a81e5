import type { Mandator, MandatorId } from '@news/config/mandators';
import { apiError, type ApiError } from '@news/contracts/apiError';
import { containsNul } from '@news/contracts/containsNul';
import {
  NEWSLETTER_SIGNUP_ACCEPTED,
  newsletterSignupBodySchema,
  newsletterSlugSchema,
  type ReaderNewsletters,
} from '@news/contracts/newsletterSubscriptions';
import express, { type Request, type Response, type Router } from 'express';
import type { ReaderSession, SessionResolver } from '../auth/createSessionResolver';
import { requireSameOrigin } from '../auth/requireSameOrigin';
import type { SelfRequest } from '../upstream/selfRequest';
import { createNewsletterCatalogue } from './createNewsletterCatalogue';
import type { ContentSource } from '../ssr/contentFetchJson';
import { createNewsletterClient } from './createNewsletterClient';
import { sendNewsletterPage } from './newsletterPage';
import { loginRequired } from '../auth/loginRequired';

const unknownNewsletter = apiError(404, 'unknown_newsletter', 'Diesen Newsletter gibt es nicht.');
const invalidSignup = apiError(
  400,
  'invalid_newsletter_signup',
  'Bitte geben Sie eine gültige E-Mail-Adresse an.',
);

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
  const client = createNewsletterClient(deps.self);
  const catalogue = createNewsletterCatalogue(deps.contentSource, deps.timeoutMs);
  const router = express.Router();
  const mandatorOf = (res: Response) => res.locals.mandator as Mandator;
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.setHeader('cache-control', 'private, no-store');
    next();
  };

  async function reader(req: Request, res: Response): Promise<ReaderSession | undefined> {
    const session = await deps.resolveSession(req, res);
    if (session) return session;
    res.status(401).json(loginRequired);
    return undefined;
  }
  const fail = (res: Response, error: ApiError) => res.status(error.status).json(error);

  router.post(
    '/newsletters/signup',
    noStore,
    requireSameOrigin(),
    express.urlencoded({ extended: false, limit: '4kb' }),
    express.json({ limit: '4kb' }),
    async (req, res) => {
      const mandator = mandatorOf(res);
      const isForm = Boolean(req.is('application/x-www-form-urlencoded'));
      const back = (slug: string) => [
        { href: `/newsletter-anmeldung/${slug}`, label: 'Zurück zum Newsletter' },
        { href: '/newsletter-anmeldung', label: 'Alle Newsletter' },
      ];
      const refuse = (error: ApiError, slug?: string) => {
        if (!isForm) return fail(res, error);
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
      const answer = await client.signup(mandator.id, req.ip ?? '0.0.0.0', {
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
    },
  );

  router.get('/newsletters/subscriptions', noStore, async (req, res) => {
    const me = await reader(req, res);
    if (!me) return;
    const mandator = mandatorOf(res);
    const [all, mine] = await Promise.all([
      catalogue.all(mandator.id),
      client.list(mandator.id, me.claims.sub, me.jwt),
    ]);
    if (!mine.ok) return fail(res, mine.error);
    const states = new Map(mine.value.subscriptions.map((s) => [s.newsletter, s.state]));
    res.json({
      email: mine.value.email,
      newsletters: all.map((n) => ({
        slug: n.slug,
        title: n.title,
        description: n.description,
        frequency: n.frequency,
        sendTime: n.sendTime,
        state: states.get(n.slug) ?? 'none',
      })),
    } satisfies ReaderNewsletters);
  });

  router.put('/newsletters/subscriptions/:slug', noStore, requireSameOrigin(), async (req, res) => {
    const me = await reader(req, res);
    if (!me) return;
    const mandator = mandatorOf(res);
    const slug = newsletterSlugSchema.safeParse(req.params.slug);
    const newsletter = slug.success ? await catalogue.one(mandator.id, slug.data) : null;
    if (!newsletter) return fail(res, unknownNewsletter);
    const answer = await client.subscribeReader(
      mandator.id,
      me.claims.sub,
      me.jwt,
      newsletter.slug,
      { title: newsletter.title, baseUrl: deps.brandOrigins[mandator.id] },
      req.ip ?? '0.0.0.0',
    );
    if (!answer.ok) return fail(res, answer.error);
    res.json(answer.value);
  });

  router.delete('/newsletters/subscriptions/:slug', noStore, requireSameOrigin(), async (req, res) => {
    const me = await reader(req, res);
    if (!me) return;
    const slug = newsletterSlugSchema.safeParse(req.params.slug);
    if (!slug.success) return fail(res, unknownNewsletter);
    const answer = await client.unsubscribeReader(mandatorOf(res).id, me.claims.sub, me.jwt, slug.data);
    if (!answer.ok) return fail(res, answer.error);
    res.status(204).end();
  });

  return router;
}
