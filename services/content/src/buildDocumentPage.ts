import { documentKeySchema, documentPageSchema, type DocumentPage } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { ContentPageError } from './contentPageError';
import type { MandatorRow } from './loadMandator';

/** A legal document of the brand: agb, datenschutz, impressum or accessibility. */
export async function buildDocumentPage(
  db: DbTx,
  mandator: MandatorRow,
  key: string,
  path: string,
): Promise<DocumentPage> {
  const parsedKey = documentKeySchema.safeParse(key);
  if (!parsedKey.success) throw new ContentPageError(404, 'page_not_found', path);
  const { rows } = await db.query<{ title: string; body: unknown; updated_date: string }>(
    `select title, body, to_char(updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_date
     from content.documents where mandator = $1 and key = $2`,
    [mandator.id, parsedKey.data],
  );
  const row = rows[0];
  if (!row) throw new ContentPageError(404, 'page_not_found', path);
  return documentPageSchema.parse({
    type: 'document',
    key: parsedKey.data,
    title: row.title,
    updatedDate: row.updated_date,
    contentItems: row.body,
  });
}
