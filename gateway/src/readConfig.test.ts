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
});
