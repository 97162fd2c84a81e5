import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from './createDb';
import { createTestDb } from './createTestDb';
import { migrate } from './migrate';
import { plannerRows } from './testing/plannerRows';

describe('migrate', () => {
  let db: Db;
  let dir: string;
  beforeEach(async () => {
    db = await createTestDb();
    dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  });
  afterEach(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const applied = async (schema: string) =>
    (await db.query<{ name: string }>(`select name from ${schema}.schema_migrations order by name`)).rows.map(
      (r) => r.name,
    );

  it('applies the files in name order, once, and records them', async () => {
    await writeFile(path.join(dir, '002_add_row.sql'), "insert into demo.things (label) values ('zwei');");
    await writeFile(
      path.join(dir, '001_create.sql'),
      'create table demo.things (id serial primary key, label text not null);\ncreate index on demo.things (label);',
    );
    await writeFile(path.join(dir, 'README.txt'), 'not a migration');

    await migrate(db, { schema: 'demo', migrationsDir: dir });
    expect(await applied('demo')).toEqual(['001_create.sql', '002_add_row.sql']);

    await migrate(db, { schema: 'demo', migrationsDir: dir });
    const { rows } = await db.query<{ label: string }>('select label from demo.things');
    expect(rows).toEqual([{ label: 'zwei' }]);

    await writeFile(path.join(dir, '003_more.sql'), "insert into demo.things (label) values ('drei');");
    await migrate(db, { schema: 'demo', migrationsDir: dir });
    expect(await applied('demo')).toEqual(['001_create.sql', '002_add_row.sql', '003_more.sql']);
    const after = await db.query<{ label: string }>('select label from demo.things order by id');
    expect(after.rows.map((r) => r.label)).toEqual(['zwei', 'drei']);
  });

  it('does not record a migration that fails, and keeps its partial changes out', async () => {
    await writeFile(path.join(dir, '001_ok.sql'), 'create table demo2.a (id int);');
    await writeFile(
      path.join(dir, '002_bad.sql'),
      'create table demo2.b (id int);\nselect * from demo2.missing;',
    );
    await expect(migrate(db, { schema: 'demo2', migrationsDir: dir })).rejects.toThrow(/002_bad\.sql/);
    expect(await applied('demo2')).toEqual(['001_ok.sql']);
    const { rows } = await db.query(
      "select table_name from information_schema.tables where table_schema = 'demo2' and table_name = 'b'",
    );
    expect(rows).toEqual([]);
  });

  it('is safe when called concurrently', async () => {
    await writeFile(path.join(dir, '001_create.sql'), 'create table demo3.t (id int primary key);');
    await writeFile(path.join(dir, '002_fill.sql'), 'insert into demo3.t values (1), (2);');
    await Promise.all([
      migrate(db, { schema: 'demo3', migrationsDir: dir }),
      migrate(db, { schema: 'demo3', migrationsDir: dir }),
      migrate(db, { schema: 'demo3', migrationsDir: dir }),
    ]);
    expect(await applied('demo3')).toEqual(['001_create.sql', '002_fill.sql']);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from demo3.t');
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('gathers planner statistics after applying migrations', async () => {
    await writeFile(
      path.join(dir, '001_fill.sql'),
      'create table demo4.t (id int primary key); insert into demo4.t select generate_series(1, 250);',
    );
    await migrate(db, { schema: 'demo4', migrationsDir: dir });
    expect(await plannerRows(db, 'demo4.t')).toBe(250);
  });

  it('rejects unsafe schema names', async () => {
    await expect(migrate(db, { schema: 'x; drop table y', migrationsDir: dir })).rejects.toThrow(
      /invalid schema/,
    );
  });
});
