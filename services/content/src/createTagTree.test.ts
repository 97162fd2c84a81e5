import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import { migrate } from '@news/db/migrate';
import path from 'node:path';
import { ancestryOf, createTagTree } from './createTagTree';

describe('ancestryOf', () => {
  const parents = new Map<number, number | null>([
    [1, null],
    [11, 1],
    [111, 11],
    [2, null],
    [21, 2],
  ]);
  it.each([
    [[111], [111, 11, 1]],
    [
      [111, 21],
      [111, 11, 1, 21, 2],
    ],
    [
      [11, 111],
      [11, 1, 111],
    ],
    [[2], [2]],
    [[999], [999]],
    [[], []],
  ])('%p → %p', (ids, expected) => {
    expect(ancestryOf(parents)(ids)).toEqual(expected);
  });
  it('stops at a cycle', () => {
    expect(
      ancestryOf(
        new Map([
          [5, 6],
          [6, 5],
        ]),
      )([5]),
    ).toEqual([5, 6]);
  });
});

describe('createTagTree', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
    await migrate(db, { schema: 'content', migrationsDir: path.join(__dirname, '..', 'migrations') });
    await db.query(`insert into content.tags (id, parent_id, label) values (1, null, 'A'), (11, 1, 'B')`);
  });
  afterAll(async () => {
    await db.close();
  });

  it('reads the tree once and again when it is older than maxAgeMs', async () => {
    const cached = createTagTree(db);
    const fresh = createTagTree(db, { maxAgeMs: -1 });
    expect((await cached())([11])).toEqual([11, 1]);
    expect((await fresh())([11])).toEqual([11, 1]);
    await db.query(`insert into content.tags (id, parent_id, label) values (111, 11, 'C')`);
    expect((await cached())([111])).toEqual([111]);
    expect((await fresh())([111])).toEqual([111, 11, 1]);
  });
});
