import { CONTENT_PAGE_SIZE, testReportsPageSchema, type TestReportsPage } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { buildPagination, pageOffset } from './buildPagination';
import { TEST_REPORT_COLUMNS, toTestReportTeaser, type TestReportRow } from './testReportRow';

/** Test report feed (shared by all brands), newest first. */
export async function buildTestReportsPage(db: DbTx, page: number, path: string): Promise<TestReportsPage> {
  const { rows } = await db.query<TestReportRow>(
    `select ${TEST_REPORT_COLUMNS} from content.test_reports r where r.publish_date <= now()
     order by r.publish_date desc, r.id desc limit $1 offset $2`,
    [CONTENT_PAGE_SIZE, pageOffset(page, CONTENT_PAGE_SIZE)],
  );
  const counted = await db.query<{ n: number }>(
    'select count(*)::int as n from content.test_reports where publish_date <= now()',
  );
  return testReportsPageSchema.parse({
    type: 'test-reports',
    reports: rows.map(toTestReportTeaser),
    pagination: buildPagination(page, CONTENT_PAGE_SIZE, counted.rows[0]?.n ?? 0, path),
  });
}
