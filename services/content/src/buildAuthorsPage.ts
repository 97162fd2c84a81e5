import { authorsPageSchema, type AuthorsPage } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { AUTHOR_COLUMNS, toAuthorProfile, type AuthorProfileRow } from './authorProfileRow';
import type { MandatorRow } from './loadMandator';

/** Authors overview: every author with the number of articles in this brand, sorted by surname. */
export async function buildAuthorsPage(db: DbTx, mandator: MandatorRow): Promise<AuthorsPage> {
  const { rows } = await db.query<AuthorProfileRow>(
    `select ${AUTHOR_COLUMNS}, coalesce(c.n, 0)::int as article_count
     from content.authors au left join (
       select aa.author_id, count(*) as n
       from content.article_authors aa join content.articles a on a.id = aa.article_id
       where a.mandator = $1 and a.publish_date <= now() group by aa.author_id) c on c.author_id = au.id
     order by au.surname, au.prename, au.id`,
    [mandator.id],
  );
  return authorsPageSchema.parse({ type: 'authors', authors: rows.map(toAuthorProfile) });
}
