import type { TestReportTeaser } from '@news/contracts/contentPages';
import { imageJson, toImage, type ImageJson } from './imageRow';

export type TestReportRow = {
  id: number;
  slug: string;
  title: string;
  product: string;
  category: string;
  rating: number;
  teaser_text: string;
  publish_date: string;
  img: ImageJson | null;
};

/** Teaser columns of `content.test_reports r`. */
export const TEST_REPORT_COLUMNS = `r.id, r.slug, r.title, r.product, r.category, r.rating::float8 as rating,
  r.teaser_text, to_char(r.publish_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as publish_date,
  (select ${imageJson('i')} from content.images i where i.id = r.image_id) as img`;

/** A test report row as teaser (site path /testbericht/{slug}-{id}). */
export function toTestReportTeaser(row: TestReportRow): TestReportTeaser {
  return {
    id: row.id,
    title: row.title,
    product: row.product,
    category: row.category,
    rating: row.rating,
    teaserText: row.teaser_text,
    targetPathOrUrl: `/testbericht/${row.slug}-${row.id}`,
    ...(row.img ? { img: toImage(row.img) } : {}),
    publishDate: row.publish_date,
  };
}
