import { siteDbOptions, sitePgliteDir } from '@news/db/siteDatabase';
import { readConfig } from './readConfig';

describe('readConfig', () => {
  it('seeds the demo readers for npm start, never on a database server that counts as production', () => {
    expect(readConfig({}).nodeEnv).toBe('production');
    expect(readConfig({}).seedDemoReaders).toBe(true);
    expect(readConfig({ DATABASE_URL: 'postgres://db/news' }).seedDemoReaders).toBe(false);
    const production = {
      NODE_ENV: 'production',
      IMAGE_SIGNING_SECRET: 'a-production-secret-of-32-characters',
    };
    expect(readConfig(production).seedDemoReaders).toBe(false);
    expect(readConfig({ ...production, SEED_DEMO_READERS: 'true' }).seedDemoReaders).toBe(true);
  });

  it('reads its data folder where npm run seed writes with the same DATA_DIR', () => {
    for (const env of [{}, { DATA_DIR: 'var/perf' }, { DATA_DIR: '/srv/news-data' }]) {
      expect(siteDbOptions(env)).toEqual({ dataDir: sitePgliteDir(readConfig(env).dataDir) });
    }
    expect(readConfig({ DATA_DIR: '/srv/news-data' }).dataDir).toBe('/srv/news-data');
  });
});
