import { analyzeSchema } from './analyzeSchema';
import type { Db } from './createDb';
import { createTestDb } from './createTestDb';
import { plannerRows } from './testing/plannerRows';

describe('analyzeSchema', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('gives the planner the row counts of every table of the schema, and of no other schema', async () => {
    await db.exec(
      `create schema stats_a; create schema stats_b;
       create table stats_a.one (id int); create table stats_a.two (id int); create table stats_b.other (id int);
       insert into stats_a.one select generate_series(1, 300); insert into stats_a.two select generate_series(1, 7);
       insert into stats_b.other select generate_series(1, 50);`,
    );
    expect(await plannerRows(db, 'stats_a.one')).toBe(-1);

    await analyzeSchema(db, 'stats_a');

    expect(await plannerRows(db, 'stats_a.one')).toBe(300);
    expect(await plannerRows(db, 'stats_a.two')).toBe(7);
    expect(await plannerRows(db, 'stats_b.other')).toBe(-1);
  });

  it('with vacuum also marks the pages all-visible, for index-only counts', async () => {
    await db.exec(
      `create schema stats_c; create table stats_c.t (id int primary key);
       insert into stats_c.t select generate_series(1, 400);`,
    );
    const visible = async () =>
      (
        await db.query<{ pages: number }>(
          "select relallvisible::int as pages from pg_class where oid = 'stats_c.t'::regclass",
        )
      ).rows[0]!.pages;
    await analyzeSchema(db, 'stats_c');
    expect(await visible()).toBe(0);
    await analyzeSchema(db, 'stats_c', { vacuum: true });
    expect(await visible()).toBeGreaterThan(0);
    expect(await plannerRows(db, 'stats_c.t')).toBe(400);
  });

  it('rejects a schema name that is not a plain identifier', async () => {
    await expect(analyzeSchema(db, 'x; drop table y')).rejects.toThrow('invalid schema name');
  });
});
