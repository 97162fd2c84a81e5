import type { PGlite } from '@electric-sql/pglite';
import { createPgliteStatements } from './createPgliteStatements';
import { loadPglite } from './loadPglite';

type Prepared = { statement: string; plans: number };

describe('createPgliteStatements', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    const { PGlite } = loadPglite();
    pglite = new PGlite();
    await pglite.waitReady;
    await pglite.exec(
      'create table rivers (id serial primary key, name text not null unique, meta jsonb, tags text[], seen timestamptz)',
    );
  });
  afterAll(async () => {
    await pglite.close();
  });

  /** The session's named statements, read with PGlite's own (unnamed) query. */
  async function prepared(): Promise<Prepared[]> {
    const { rows } = await pglite.query<Prepared>(
      `select statement, (generic_plans + custom_plans)::int as plans from pg_prepared_statements order by statement`,
    );
    return rows;
  }

  beforeEach(async () => {
    await pglite.exec('deallocate all; truncate rivers');
  });

  it('prepares a statement once and executes it for every call with its own parameters', async () => {
    const statements = createPgliteStatements(pglite);
    await statements.run('insert into rivers (name) values ($1)', ['Rhein']);
    await statements.run('insert into rivers (name) values ($1)', ['Lahn']);
    const sql = 'select name from rivers where name = $1';
    for (const name of ['Rhein', 'Lahn', 'Rhein', 'Mosel', 'Lahn', 'Rhein', 'Lahn'])
      expect((await statements.run<{ name: string }>(sql, [name])).rows).toEqual(
        name === 'Mosel' ? [] : [{ name }],
      );
    expect(await prepared()).toEqual([
      { statement: 'insert into rivers (name) values ($1)', plans: 2 },
      { statement: sql, plans: 7 },
    ]);
    expect(statements.size).toBe(2);
  });

  it('sends json, arrays, dates and nulls as PGlite does and parses the rows by type', async () => {
    const statements = createPgliteStatements(pglite);
    // a string: jest's Date comes from another realm than PGlite's serializers check against
    const seen = '2026-11-27T10:00:00.000Z';
    await statements.run('insert into rivers (name, meta, tags, seen) values ($1, $2, $3, $4)', [
      'Main',
      { length: 527, countries: ['DE'] },
      ['Franken', 'Hessen'],
      seen,
    ]);
    await statements.run('insert into rivers (name, meta, tags, seen) values ($1, $2, $3, $4)', [
      'Nahe',
      null,
      undefined,
      null,
    ]);
    const { rows, fields } = await statements.run<Record<string, unknown>>(
      'select id::int, name, meta, tags, seen from rivers order by name',
      [],
    );
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        name: 'Main',
        meta: { length: 527, countries: ['DE'] },
        tags: ['Franken', 'Hessen'],
        seen: expect.anything(),
      },
      { id: expect.any(Number), name: 'Nahe', meta: null, tags: null, seen: null },
    ]);
    expect((rows[0]?.seen as Date).toISOString()).toBe(seen);
    expect(fields.map((f) => f.name)).toEqual(['id', 'name', 'meta', 'tags', 'seen']);
  });

  it('closes the least recently used statement beyond its limit', async () => {
    const statements = createPgliteStatements(pglite, 2);
    await statements.run('select 1 as one', []);
    await statements.run('select 2 as two', []);
    await statements.run('select 1 as one', []);
    await statements.run('select 3 as three', []);
    expect(statements.size).toBe(2);
    expect((await prepared()).map((p) => p.statement)).toEqual(['select 1 as one', 'select 3 as three']);
    expect((await statements.run('select 2 as two', [])).rows).toEqual([{ two: 2 }]);
  });

  it('reports a database error with its code and goes on with the next query', async () => {
    const statements = createPgliteStatements(pglite);
    const insert = 'insert into rivers (name) values ($1)';
    await statements.run(insert, ['Ruhr']);
    await expect(statements.run(insert, ['Ruhr'])).rejects.toMatchObject({ code: '23505' });
    await expect(statements.run('select nonsense from rivers', [])).rejects.toMatchObject({ code: '42703' });
    expect((await statements.run<{ n: number }>('select count(*)::int as n from rivers', [])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('prepares a statement anew when its table changed the shape of its result', async () => {
    const statements = createPgliteStatements(pglite);
    await statements.run('insert into rivers (name) values ($1)', ['Sieg']);
    const sql = 'select * from rivers where name = $1';
    expect(Object.keys((await statements.run<object>(sql, ['Sieg'])).rows[0] ?? {})).not.toContain(
      'length_km',
    );
    await pglite.exec('alter table rivers add column length_km int');
    try {
      expect(
        (await statements.run<{ length_km: number | null }>(sql, ['Sieg'])).rows[0]?.length_km,
      ).toBeNull();
    } finally {
      await pglite.exec('alter table rivers drop column length_km');
    }
  });
});
