import path from 'node:path';
import { createIdentityConfigFromEnv } from './createIdentityConfigFromEnv';
import { resolveIdentityConfig } from './identityConfig';

const provider = {
  authorizeUrl: 'https://sso.example/authorize',
  tokenUrl: 'https://sso.example/token',
  userinfoUrl: 'https://sso.example/userinfo',
  clientId: 'id',
  clientSecret: 'secret',
  redirectUri: 'https://news.example/cms/auth/sso/callback',
};

describe('createIdentityConfigFromEnv', () => {
  it('reads every variable', () => {
    const config = createIdentityConfigFromEnv({
      IDENTITY_ISSUER: 'https://news.example/cms',
      IDENTITY_AUDIENCE: 'news-web',
      GOOGLE_CLIENT_ID: 'g-client',
      GOOGLE_JWKS_URL: 'https://g.example/certs',
      APPLE_CLIENT_ID: 'a-client',
      APPLE_REDIRECT_URI: 'https://news.example/apple',
      APPLE_JWKS_URL: 'https://a.example/keys',
      OAUTH_PROVIDERS: JSON.stringify({ sso: provider }),
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'News <n@example.org>',
      OUTBOX_DIR: '/tmp/outbox',
      IDENTITY_KEY_SECRET: 'sechzehn-zeichen-mindestens',
      IDENTITY_INTERNAL_TOKEN: 'interner-gateway-token',
    });
    expect(config).toEqual({
      issuer: 'https://news.example/cms',
      audience: 'news-web',
      google: { clientId: 'g-client', jwksUrl: 'https://g.example/certs' },
      apple: {
        clientId: 'a-client',
        redirectUri: 'https://news.example/apple',
        jwksUrl: 'https://a.example/keys',
      },
      providers: { sso: provider },
      smtpUrl: 'smtp://mail.example:587',
      mailFrom: 'News <n@example.org>',
      outboxDir: '/tmp/outbox',
      keySecret: 'sechzehn-zeichen-mindestens',
      internalToken: 'interner-gateway-token',
    });
    const resolved = resolveIdentityConfig(config);
    expect(resolved.publicBaseUrl).toBe('https://news.example');
    expect(resolved.google.jwksUrl).toBe('https://g.example/certs');
  });

  it('defaults: issuer, audience, OWASP scrypt cost, outbox under DATA_DIR or var/data', () => {
    const resolved = resolveIdentityConfig(createIdentityConfigFromEnv({}));
    expect(resolved).toMatchObject({
      issuer: 'http://localhost:3000/cms',
      audience: 'news-site',
      publicBaseUrl: 'http://localhost:3000',
      accessTokenTtlSeconds: 900,
      scryptLogN: 17,
      google: { jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' },
      apple: { jwksUrl: 'https://appleid.apple.com/auth/keys' },
    });
    expect(resolved.outboxDir).toMatch(/var[/\\]data[/\\]outbox$/);
    expect(createIdentityConfigFromEnv({ DATA_DIR: '/srv/data' }).outboxDir).toBe(
      path.join('/srv/data', 'outbox'),
    );
  });

  it('reads the registrations allowed per address and hour, keeping the other limits', () => {
    const config = resolveIdentityConfig(
      createIdentityConfigFromEnv({ REGISTRATIONS_PER_IP_PER_HOUR: '100' }),
    );
    expect(config.rateLimits.registerPerIp).toEqual({ limit: 100, windowMs: 60 * 60_000 });
    expect(config.rateLimits.loginPerIp.limit).toBe(20);
    expect(resolveIdentityConfig(createIdentityConfigFromEnv({})).rateLimits.registerPerIp.limit).toBe(10);
    expect(() => createIdentityConfigFromEnv({ REGISTRATIONS_PER_IP_PER_HOUR: 'viele' })).toThrow(
      /REGISTRATIONS_PER_IP_PER_HOUR/,
    );
  });

  it('reads the recovery requests allowed per address and quarter hour', () => {
    const config = resolveIdentityConfig(createIdentityConfigFromEnv({ RECOVERY_REQUESTS_PER_IP: '150' }));
    expect(config.rateLimits.recoveryPerIp).toEqual({ limit: 150, windowMs: 15 * 60_000 });
    expect(config.rateLimits.registerPerIp.limit).toBe(10);
    expect(resolveIdentityConfig(createIdentityConfigFromEnv({})).rateLimits.recoveryPerIp.limit).toBe(10);
    expect(() => createIdentityConfigFromEnv({ RECOVERY_REQUESTS_PER_IP: '-1' })).toThrow(
      /RECOVERY_REQUESTS_PER_IP/,
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => createIdentityConfigFromEnv({ IDENTITY_ISSUER: 'nicht-url' })).toThrow(/IDENTITY_ISSUER/);
    expect(() => createIdentityConfigFromEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => createIdentityConfigFromEnv({ OAUTH_PROVIDERS: '{' })).toThrow(/OAUTH_PROVIDERS/);
    expect(() =>
      createIdentityConfigFromEnv({
        OAUTH_PROVIDERS: JSON.stringify({ sso: { ...provider, tokenUrl: 'x' } }),
      }),
    ).toThrow(/OAUTH_PROVIDERS entry: sso.tokenUrl/);
  });

  it('reads an optional button label of an OAuth provider, at most 40 characters', () => {
    const labelled = { ...provider, label: 'ACME Konto' };
    expect(
      createIdentityConfigFromEnv({ OAUTH_PROVIDERS: JSON.stringify({ sso: labelled }) }).providers,
    ).toEqual({ sso: labelled });
    expect(() =>
      createIdentityConfigFromEnv({
        OAUTH_PROVIDERS: JSON.stringify({ sso: { ...provider, label: 'x'.repeat(41) } }),
      }),
    ).toThrow(/OAUTH_PROVIDERS entry: sso.label/);
  });

  it('allows a lower scrypt cost only outside production', () => {
    expect(resolveIdentityConfig({ scryptLogN: 10 }).scryptLogN).toBe(10);
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => resolveIdentityConfig({ scryptLogN: 10 })).toThrow(/tests only/);
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});
