import { shouldSeedDemoReaders } from './demoReaders';

describe('shouldSeedDemoReaders', () => {
  it('seeds for the local demo and in development and tests', () => {
    expect(shouldSeedDemoReaders({})).toBe(true);
    expect(shouldSeedDemoReaders({ NODE_ENV: '' })).toBe(true);
    expect(shouldSeedDemoReaders({ NODE_ENV: 'development', DATABASE_URL: 'postgres://db/news' })).toBe(true);
    expect(shouldSeedDemoReaders({ NODE_ENV: 'test' })).toBe(true);
  });

  it('never seeds in production, also not when NODE_ENV is forgotten on a database server', () => {
    expect(shouldSeedDemoReaders({ NODE_ENV: 'production' })).toBe(false);
    expect(shouldSeedDemoReaders({ DATABASE_URL: 'postgres://db/news' })).toBe(false);
  });

  it('follows SEED_DEMO_READERS over everything and refuses other values', () => {
    expect(shouldSeedDemoReaders({ NODE_ENV: 'production', SEED_DEMO_READERS: 'true' })).toBe(true);
    expect(shouldSeedDemoReaders({ SEED_DEMO_READERS: 'false' })).toBe(false);
    expect(() => shouldSeedDemoReaders({ SEED_DEMO_READERS: 'ja' })).toThrow(/SEED_DEMO_READERS/);
  });
});
