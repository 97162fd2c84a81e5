import type { ContentRestriction } from '@news/contracts/content';
import { articleAccessSchema, type ArticleAccess } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { ContentPageError } from './contentPageError';
import type { TagAncestry } from './createTagTree';
import type { MandatorRow } from './loadMandator';

/**
 * GET /v5/articles/{id}/access: what the paywall decides on for a published article of the brand — restriction,
 * main tag, tags and their ancestors (tag subscriptions cover sub-topics), and whether it is sold for a coin.
 */
export async function buildArticleAccess(
  db: DbTx,
  mandator: MandatorRow,
  id: number,
  ancestry: TagAncestry,
  path: string,
): Promise<ArticleAccess> {
  const { rows } = await db.query<{
    content_restriction: ContentRestriction;
    sold_with_credits: boolean;
    maintag: number;
    tags: number[];
  }>(
    `select a.content_restriction, a.sold_with_credits, a.maintag,
       array(select t.tag_id from content.article_tags t where t.article_id = a.id
             order by t.position, t.tag_id) as tags
     from content.articles a where a.mandator = $1 and a.id = $2 and a.publish_date <= now()`,
    [mandator.id, id],
  );
  const row = rows[0];
  if (!row) throw new ContentPageError(404, 'page_not_found', path);
  return articleAccessSchema.parse({
    id,
    contentRestriction: row.content_restriction,
    tagIds: ancestry([row.maintag, ...row.tags]),
    soldWithCredits: row.sold_with_credits,
  });
}
