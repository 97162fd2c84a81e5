import type { Mandator } from '@news/config/mandators';
import { newsletterSlugSchema } from '@news/contracts/newsletterSubscriptions';
import type { RequestHandler } from 'express';
import { requestIp } from '../auth/requestIp';
import { requireReader } from '../auth/requireReader';
import type { NewsletterDeps } from './newsletterDeps';
import { unknownNewsletter } from './unknownNewsletter';

/** PUT /api/newsletters/subscriptions/{slug}: the reader subscribes with one click (the account's address, double opt-in). */
export function handleSubscribeNewsletter(deps: NewsletterDeps): RequestHandler<{ slug: string }> {
  return async (req, res) => {
    const me = await requireReader(deps.resolveSession, req, res);
    if (!me) return;
    const mandator = res.locals.mandator as Mandator;
    const slug = newsletterSlugSchema.safeParse(req.params.slug);
    const newsletter = slug.success ? await deps.catalogue.one(mandator.id, slug.data) : null;
    if (!newsletter) {
      res.status(unknownNewsletter.status).json(unknownNewsletter);
      return;
    }
    const answer = await deps.client.subscribeReader(
      mandator.id,
      me.claims.sub,
      me.jwt,
      newsletter.slug,
      { title: newsletter.title, baseUrl: deps.brandOrigins[mandator.id] },
      requestIp(req),
    );
    if (!answer.ok) {
      res.status(answer.error.status).json(answer.error);
      return;
    }
    res.json(answer.value);
  };
}
