import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dbFromEnv } from './dbFromEnv';

describe('dbFromEnv', () => {
  it('persists PGlite data under DATA_DIR', async () => {
    const base = await mkdtemp(path.join(tmpdir(), 'dbfromenv-'));
    const dataDir = path.join(base, 'nested', 'pglite');
    try {
      const first = await dbFromEnv({ DATA_DIR: dataDir });
      expect(first.kind).toBe('pglite');
      await first.exec("create table kept (v text); insert into kept values ('bleibt');");
      await first.close();
      expect(existsSync(dataDir)).toBe(true);

      const second = await dbFromEnv({ DATA_DIR: dataDir });
      const { rows } = await second.query<{ v: string }>('select v from kept');
      expect(rows).toEqual([{ v: 'bleibt' }]);
      await second.close();
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });

  it('ignores a blank DATABASE_URL and stays embedded', async () => {
    const base = await mkdtemp(path.join(tmpdir(), 'dbfromenv-'));
    try {
      const db = await dbFromEnv({ DATABASE_URL: '  ', DATA_DIR: path.join(base, 'pglite') });
      expect(db.kind).toBe('pglite');
      await db.close();
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });

  // Runs in the PostgreSQL pass of CI (DATABASE_URL set); the embedded pass covers PGlite above.
  const pgUrl = process.env.DATABASE_URL;
  if (pgUrl) {
    it('uses PostgreSQL when DATABASE_URL is set', async () => {
      const db = await dbFromEnv({ DATABASE_URL: pgUrl });
      expect(db.kind).toBe('postgres');
      const { rows } = await db.query<{ v: number }>('select $1::int + 1 as v', [41]);
      expect(rows).toEqual([{ v: 42 }]);
      await db.close();
    });
  }
});
