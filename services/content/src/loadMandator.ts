import type { DbTx } from '@news/db/createDb';

export type MandatorRow = { id: string; name: string; description: string; homeTitle: string };

/** The mandator with this id, or undefined. */
export async function loadMandator(db: DbTx, id: string): Promise<MandatorRow | undefined> {
  const { rows } = await db.query<MandatorRow>(
    'select id, name, description, home_title as "homeTitle" from content.mandators where id = $1',
    [id],
  );
  return rows[0];
}
