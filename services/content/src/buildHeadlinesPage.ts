import { CONTENT_PAGE_SIZE, headlinesPageSchema, type HeadlinesPage } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { buildPagination, pageOffset } from './buildPagination';
import { headlineProps } from './headlineProps';
import type { MandatorRow } from './loadMandator';
import { queryTeaserPage } from './queryTeasers';

/** Newest articles as numbered headlines; numbering continues across pages (page 2 starts at 21). */
export async function buildHeadlinesPage(
  db: DbTx,
  mandator: MandatorRow,
  page: number,
  path: string,
): Promise<HeadlinesPage> {
  const offset = pageOffset(page, CONTENT_PAGE_SIZE);
  const { teasers, total } = await queryTeaserPage(
    db,
    mandator.id,
    { kind: 'latest' },
    { limit: CONTENT_PAGE_SIZE, offset },
  );
  return headlinesPageSchema.parse({
    type: 'headlines',
    headlines: teasers.map((t, i) => ({
      numbering: offset + i + 1,
      documentId: t.documentId,
      title: t.title,
      ...(t.titlePrefix ? { titlePrefix: t.titlePrefix } : {}),
      targetPathOrUrl: t.targetPathOrUrl,
      publishDate: t.publishDate,
      contentRestriction: t.contentRestriction,
      ...(t.badge ? { badge: t.badge } : {}),
      ...headlineProps(t),
    })),
    pagination: buildPagination(page, CONTENT_PAGE_SIZE, total, path),
  });
}
