import type { DbTx } from '@news/db/createDb';

/** A published plus article of the seed, with the sentences of its paid body (what must never leak). */
export type PaidArticle = { id: number; path: string; soldWithCredits: boolean; sentences: string[] };

type Row = {
  id: number;
  slug: string;
  sold_with_credits: boolean;
  body: { text?: string; items?: string[] }[];
};

/**
 * For tests only: the brand's published plus articles, newest first, each with the sentences of its body that are
 * long enough to be the body's own (at least 40 characters; paragraphs, sub-headings, quotes and list entries).
 */
export async function paidArticles(db: DbTx, mandator: string): Promise<PaidArticle[]> {
  const { rows } = await db.query<Row>(
    `select id, slug, sold_with_credits, body from content.articles
     where mandator = $1 and content_restriction = 'plus' and publish_date <= now()
     order by publish_date desc, id desc`,
    [mandator],
  );
  return rows.map((row) => ({
    id: row.id,
    path: `/${row.slug}-${row.id}`,
    soldWithCredits: row.sold_with_credits,
    sentences: row.body
      .flatMap((item) => [item.text ?? '', ...(item.items ?? [])])
      .flatMap((text) => text.split(/(?<=[.!?])\s+/))
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence.length >= 40),
  }));
}

const htmlEscaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** Whether an answer (HTML, JSON, XML or text) carries the sentence: as it is, escaped for HTML or for JSON. */
export const carries = (answer: string, sentence: string): boolean =>
  answer.includes(sentence) ||
  answer.includes(htmlEscaped(sentence)) ||
  answer.includes(JSON.stringify(sentence).slice(1, -1));
