import { DEV_WEBHOOK_SECRET, readWebhookSecret } from './readWebhookSecret';

describe('readWebhookSecret', () => {
  const secret = 'a-production-webhook-secret-of-32-chars';

  it('uses the public development default outside production', () => {
    expect(readWebhookSecret({})).toBe(DEV_WEBHOOK_SECRET);
    expect(readWebhookSecret({ NODE_ENV: 'test', WEBHOOK_SECRET: ' ' })).toBe(DEV_WEBHOOK_SECRET);
    expect(readWebhookSecret({ WEBHOOK_SECRET: ` ${secret} ` })).toBe(secret);
  });

  it('requires a real secret in production', () => {
    expect(() => readWebhookSecret({ NODE_ENV: 'production' })).toThrow(
      'WEBHOOK_SECRET must be set when NODE_ENV=production',
    );
    expect(() => readWebhookSecret({ NODE_ENV: 'production', WEBHOOK_SECRET: DEV_WEBHOOK_SECRET })).toThrow(
      'must not be the public development default',
    );
    expect(readWebhookSecret({ NODE_ENV: 'production', WEBHOOK_SECRET: secret })).toBe(secret);
  });

  it('refuses a short secret', () => {
    expect(() => readWebhookSecret({ WEBHOOK_SECRET: 'short' })).toThrow('at least 32 characters');
  });
});
