import type { Db } from './createDb';

/** True when the database answers `select 1`. */
export async function pingDb(db: Db): Promise<boolean> {
  try {
    const result = await db.query<{ ok: number }>('select 1 as ok');
    return result.rows[0]?.ok === 1;
  } catch {
    return false;
  }
}
