import { createTestDb } from './createTestDb';
import { createDb, PGLITE_SHARED_BUFFERS, type Db } from './createDb';
import { pingDb } from './pingDb';

describe('createDb (via createTestDb)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
    await db.exec('create table items (id serial primary key, name text not null unique, size int not null)');
  });
  afterAll(async () => {
    await db.close();
  });

  it('reports the kind that matches the environment', () => {
    expect(db.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('keeps the shared buffers of an embedded PGlite small', async () => {
    const embedded = await createDb({});
    try {
      const { rows } = await embedded.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }]);
    } finally {
      await embedded.close();
    }
  });

  it('keeps a statement of an embedded PGlite prepared only when asked', async () => {
    const embedded = await createDb({});
    try {
      const byKey = 'select $1::int + 1 as next';
      const search = 'select $1::text as term';
      for (let i = 0; i < 3; i++) {
        expect((await embedded.query(byKey, [i], { prepared: true })).rows).toEqual([{ next: i + 1 }]);
        expect((await embedded.query(search, [`w${i}`])).rows).toEqual([{ term: `w${i}` }]);
      }
      await embedded.transaction(async (tx) => {
        expect((await tx.query(byKey, [9], { prepared: true })).rows).toEqual([{ next: 10 }]);
      });
      const { rows } = await embedded.query<{ statement: string; runs: number }>(
        'select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements',
      );
      expect(rows).toEqual([{ statement: byKey, runs: 4 }]);
    } finally {
      await embedded.close();
    }
  });

  it('runs parameterised queries', async () => {
    await db.query('insert into items (name, size) values ($1, $2), ($3, $4)', ['Rhein', 3, 'Lahn', 7]);
    const { rows } = await db.query<{ name: string; size: number }>(
      'select name, size from items where size > $1 order by name',
      [2],
    );
    expect(rows).toEqual([
      { name: 'Lahn', size: 7 },
      { name: 'Rhein', size: 3 },
    ]);
    const none = await db.query('select * from items where name = $1', ['Mosel']);
    expect(none.rows).toEqual([]);
  });

  it('commits a transaction and returns its result', async () => {
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        'insert into items (name, size) values ($1, $2) returning id',
        ['Main', 5],
      );
      await tx.exec("update items set size = size + 1 where name = 'Main'");
      return rows[0]?.id;
    });
    expect(typeof id).toBe('number');
    const { rows } = await db.query<{ size: number }>('select size from items where id = $1', [id]);
    expect(rows).toEqual([{ size: 6 }]);
  });

  it('rolls a transaction back when the callback throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into items (name, size) values ($1, $2)', ['Nahe', 1]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await db.query('select * from items where name = $1', ['Nahe']);
    expect(rows).toEqual([]);
  });

  it('rolls back when a statement fails inside the transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into items (name, size) values ($1, $2)', ['Sieg', 2]);
        await tx.query('insert into items (name, size) values ($1, $2)', ['Rhein', 2]); // unique violation
      }),
    ).rejects.toThrow();
    const { rows } = await db.query('select * from items where name = $1', ['Sieg']);
    expect(rows).toEqual([]);
    // the handle is still usable afterwards
    expect(await pingDb(db)).toBe(true);
  });
});
