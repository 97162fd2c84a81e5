import type { Mandator } from '@news/config/mandators';
import type { ReaderNewsletters } from '@news/contracts/newsletterSubscriptions';
import type { RequestHandler } from 'express';
import { requireReader } from '../auth/requireReader';
import type { NewsletterDeps } from './newsletterDeps';

/** GET /api/newsletters/subscriptions: every newsletter of the brand with the logged-in reader's state. */
export function handleReaderNewsletters(deps: NewsletterDeps): RequestHandler {
  return async (req, res) => {
    const me = await requireReader(deps.resolveSession, req, res);
    if (!me) return;
    const mandator = res.locals.mandator as Mandator;
    const [all, mine] = await Promise.all([
      deps.catalogue.all(mandator.id),
      deps.client.list(mandator.id, me.claims.sub, me.jwt),
    ]);
    if (!mine.ok) {
      res.status(mine.error.status).json(mine.error);
      return;
    }
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
  };
}
