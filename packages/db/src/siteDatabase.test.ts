import path from 'node:path';
import { repoRoot } from './repoRoot';
import { siteDataDir, siteDbOptions, sitePgliteDir } from './siteDatabase';

describe('siteDatabase', () => {
  it('keeps PGlite in the pglite folder of DATA_DIR', () => {
    expect(siteDbOptions({ DATA_DIR: '/srv/news' })).toEqual({ dataDir: '/srv/news/pglite' });
    expect(sitePgliteDir(siteDataDir({ DATA_DIR: 'var/perf' }))).toBe(path.resolve('var/perf/pglite'));
  });

  it('defaults to var/data of the repository, also for a blank DATA_DIR', () => {
    const expected = { dataDir: path.join(repoRoot, 'var', 'data', 'pglite') };
    expect(siteDbOptions({})).toEqual(expected);
    expect(siteDbOptions({ DATA_DIR: '  ' })).toEqual(expected);
  });

  it('uses DATABASE_URL instead when one is set', () => {
    const databaseUrl = 'postgres://postgres@127.0.0.1:5432/news';
    expect(siteDbOptions({ DATABASE_URL: ` ${databaseUrl} `, DATA_DIR: '/srv/news' })).toEqual({
      databaseUrl,
    });
    expect(siteDbOptions({ DATABASE_URL: ' ', DATA_DIR: '/srv/news' })).toEqual({
      dataDir: '/srv/news/pglite',
    });
  });
});
