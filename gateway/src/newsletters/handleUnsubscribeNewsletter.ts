import type { Mandator } from '@news/config/mandators';
import { newsletterSlugSchema } from '@news/contracts/newsletterSubscriptions';
import type { RequestHandler } from 'express';
import { requireReader } from '../auth/requireReader';
import type { NewsletterDeps } from './newsletterDeps';
import { unknownNewsletter } from './unknownNewsletter';

/** DELETE /api/newsletters/subscriptions/{slug}: the reader unsubscribes (204). */
export function handleUnsubscribeNewsletter(deps: NewsletterDeps): RequestHandler<{ slug: string }> {
  return async (req, res) => {
    const me = await requireReader(deps.resolveSession, req, res);
    if (!me) return;
    const slug = newsletterSlugSchema.safeParse(req.params.slug);
    if (!slug.success) {
      res.status(unknownNewsletter.status).json(unknownNewsletter);
      return;
    }
    const mandator = res.locals.mandator as Mandator;
    const answer = await deps.client.unsubscribeReader(mandator.id, me.claims.sub, me.jwt, slug.data);
    if (!answer.ok) {
      res.status(answer.error.status).json(answer.error);
      return;
    }
    res.status(204).end();
  };
}
