import { siteDbOptions, sitePgliteDir } from '@news/db/siteDatabase';
import { DEV_WEBHOOK_SECRET } from '@news/outbox/readWebhookSecret';
import { readConfig } from './readConfig';

describe('readConfig', () => {
  it('seeds the demo readers for npm start, never on a database server that counts as production', () => {
    expect(readConfig({}).nodeEnv).toBe('production');
    expect(readConfig({}).seedDemoReaders).toBe(true);
    expect(readConfig({ DATABASE_URL: 'postgres://db/news' }).seedDemoReaders).toBe(false);
    const production = {
      NODE_ENV: 'production',
      IMAGE_SIGNING_SECRET: 'a-production-secret-of-32-characters',
      WEBHOOK_SECRET: 'a-production-webhook-secret-of-32-chars',
    };
    expect(readConfig(production).seedDemoReaders).toBe(false);
    expect(readConfig({ ...production, SEED_DEMO_READERS: 'true' }).seedDemoReaders).toBe(true);
  });

  it('reads the webhook secret: the public default outside production, a real one required in production', () => {
    expect(readConfig({}).webhookSecret).toBe(DEV_WEBHOOK_SECRET);
    const secret = 'a-production-webhook-secret-of-32-chars';
    const production = {
      NODE_ENV: 'production',
      IMAGE_SIGNING_SECRET: 'a-production-secret-of-32-characters',
    };
    expect(() => readConfig(production)).toThrow('WEBHOOK_SECRET must be set when NODE_ENV=production');
    expect(readConfig({ ...production, WEBHOOK_SECRET: secret }).webhookSecret).toBe(secret);
  });

  it('reads the upstream timeouts and refuses values that are not milliseconds', () => {
    expect(readConfig({}).upstreamTimeoutMs).toBe(1000);
    expect(readConfig({ UPSTREAM_TIMEOUT_MS: '250', IDENTITY_TIMEOUT_MS: '2500' })).toMatchObject({
      upstreamTimeoutMs: 250,
      passwordCheckTimeoutMs: 2500,
    });
    for (const bad of ['0', '-5', '1.5', 'soon', '700000'])
      expect(() => readConfig({ UPSTREAM_TIMEOUT_MS: bad })).toThrow('UPSTREAM_TIMEOUT_MS');
    expect(() => readConfig({ IDENTITY_TIMEOUT_MS: 'x' })).toThrow('IDENTITY_TIMEOUT_MS');
  });

  it('reads its data folder where npm run seed writes with the same DATA_DIR', () => {
    for (const env of [{}, { DATA_DIR: 'var/perf' }, { DATA_DIR: '/srv/news-data' }]) {
      expect(siteDbOptions(env)).toEqual({ dataDir: sitePgliteDir(readConfig(env).dataDir) });
    }
    expect(readConfig({ DATA_DIR: '/srv/news-data' }).dataDir).toBe('/srv/news-data');
  });

  it('takes each brand origin from configuration: PUBLIC_BASE_URL, BRAND_BASE_URLS, else the first brand host', () => {
    expect(readConfig({ PORT: '3000' }).brandOrigins).toEqual({
      rb: 'http://localhost:3000',
      la: 'http://la.localhost:3000',
    });
    expect(
      readConfig({
        PUBLIC_BASE_URL: 'https://www.rheinauer-bote.example/',
        BRAND_BASE_URLS: '{"la":"https://www.lahntal-anzeiger.example"}',
      }).brandOrigins,
    ).toEqual({ rb: 'https://www.rheinauer-bote.example', la: 'https://www.lahntal-anzeiger.example' });
    for (const bad of [
      '{"xx":"https://a.example"}',
      '{"la":"ftp://a.example"}',
      '{"la":"https://a.example/x"}',
      '[1]',
      'nope',
    ])
      expect(() => readConfig({ BRAND_BASE_URLS: bad })).toThrow('BRAND_BASE_URLS');
    expect(() => readConfig({ PUBLIC_BASE_URL: 'javascript:alert(1)' })).toThrow('PUBLIC_BASE_URL');
  });

  it('trusts proxy headers from nobody unless TRUSTED_PROXIES names the proxies', () => {
    expect(readConfig({}).trustedProxies).toEqual([]);
    expect(readConfig({ TRUSTED_PROXIES: '10.0.0.1, 10.0.1.0/24 loopback' }).trustedProxies).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
      'loopback',
    ]);
  });
});
