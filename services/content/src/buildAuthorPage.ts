import { CONTENT_PAGE_SIZE, authorPageSchema, type AuthorPage } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { AUTHOR_COLUMNS, toAuthorProfile, type AuthorProfileRow } from './authorProfileRow';
import { buildPagination, pageOffset } from './buildPagination';
import { ContentPageError } from './contentPageError';
import type { MandatorRow } from './loadMandator';
import { queryTeaserPage } from './queryTeasers';

/** Author profile with the author's articles in this brand, newest first. */
export async function buildAuthorPage(
  db: DbTx,
  mandator: MandatorRow,
  id: number,
  page: number,
  path: string,
): Promise<AuthorPage> {
  const { rows } = await db.query<Omit<AuthorProfileRow, 'article_count'>>(
    `select ${AUTHOR_COLUMNS} from content.authors au where au.id = $1`,
    [id],
  );
  const author = rows[0];
  if (!author) throw new ContentPageError(404, 'page_not_found', path);
  const { teasers, total } = await queryTeaserPage(
    db,
    mandator.id,
    { kind: 'author', id },
    { limit: CONTENT_PAGE_SIZE, offset: pageOffset(page, CONTENT_PAGE_SIZE) },
  );
  return authorPageSchema.parse({
    type: 'author',
    author: toAuthorProfile({ ...author, article_count: total }),
    teasers,
    pagination: buildPagination(page, CONTENT_PAGE_SIZE, total, path),
  });
}
