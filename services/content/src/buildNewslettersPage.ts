import { newslettersPageSchema, type NewslettersPage } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import type { MandatorRow } from './loadMandator';
import { NEWSLETTER_SELECT, newsletterPath, type NewsletterRow } from './newsletterRow';

/** The brand's newsletters in display order. */
export async function buildNewslettersPage(db: DbTx, mandator: MandatorRow): Promise<NewslettersPage> {
  const { rows } = await db.query<NewsletterRow>(`${NEWSLETTER_SELECT} order by position, slug`, [
    mandator.id,
  ]);
  return newslettersPageSchema.parse({
    type: 'newsletters',
    newsletters: rows.map(({ topics: _topics, ...n }) => ({ ...n, targetPathOrUrl: newsletterPath(n.slug) })),
  });
}
