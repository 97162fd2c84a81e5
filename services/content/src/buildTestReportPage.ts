import { testReportPageSchema, type TestReportPage } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { authorJson } from './authorJson';
import { ContentPageError } from './contentPageError';
import type { MandatorRow } from './loadMandator';
import { TEST_REPORT_COLUMNS, toTestReportTeaser, type TestReportRow } from './testReportRow';

type TestReportDetailRow = TestReportRow & {
  lead: string;
  pros: string[];
  cons: string[];
  verdict: string;
  body: unknown;
  author: { id: number; prename: string; surname: string; shortname: string | null; urlPath: string };
};

/** One test report with rating, pros and cons, verdict and body (free content). */
export async function buildTestReportPage(
  db: DbTx,
  mandator: MandatorRow,
  id: number,
  path: string,
): Promise<TestReportPage> {
  const { rows } = await db.query<TestReportDetailRow>(
    `select ${TEST_REPORT_COLUMNS}, r.lead, r.pros, r.cons, r.verdict, r.body,
       ${authorJson('au')} as author
     from content.test_reports r join content.authors au on au.id = r.author_id
     where r.id = $1 and r.publish_date <= now()`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new ContentPageError(404, 'page_not_found', path);
  const teaser = toTestReportTeaser(row);
  const { author } = row;
  return testReportPageSchema.parse({
    ...teaser,
    type: 'test-report',
    lead: row.lead,
    pros: row.pros,
    cons: row.cons,
    verdict: row.verdict,
    authors: [
      {
        id: author.id,
        prename: author.prename,
        surname: author.surname,
        ...(author.shortname ? { shortname: author.shortname } : {}),
        urlPath: author.urlPath,
      },
    ],
    // Validated item by item by the page schema: a broken seed body fails loudly.
    contentItems: Array.isArray(row.body) ? row.body : [],
    canonicalPath: teaser.targetPathOrUrl,
    seo: { title: `Test: ${row.title} | ${mandator.name}`, description: row.teaser_text },
  });
}
