import { newsletterPageSchema, type NewsletterPage } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { ContentPageError } from './contentPageError';
import type { MandatorRow } from './loadMandator';
import { NEWSLETTER_SELECT, newsletterPath, type NewsletterRow } from './newsletterRow';

/** One newsletter of the brand by slug. */
export async function buildNewsletterPage(
  db: DbTx,
  mandator: MandatorRow,
  slug: string,
  path: string,
): Promise<NewsletterPage> {
  const { rows } = await db.query<NewsletterRow>(`${NEWSLETTER_SELECT} and slug = $2`, [mandator.id, slug]);
  const row = rows[0];
  if (!row) throw new ContentPageError(404, 'page_not_found', path);
  return newsletterPageSchema.parse({
    ...row,
    type: 'newsletter',
    targetPathOrUrl: newsletterPath(row.slug),
  });
}
