import path from 'node:path';
import { z } from 'zod/mini';
import { defaultRateLimits, type IdentityConfig, type OAuthProviderConfig } from './identityConfig';

const url = z.url({ protocol: /^https?$/ });

const providerSchema = z.object({
  authorizeUrl: url,
  tokenUrl: url,
  userinfoUrl: url,
  clientId: z.string().check(z.minLength(1)),
  clientSecret: z.string().check(z.minLength(1)),
  redirectUri: url,
  scope: z.optional(z.string().check(z.minLength(1))),
  label: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
});
const providersSchema = z.record(z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,31}$/)), providerSchema);

const optional = z.pipe(
  z.optional(z.string()),
  z.transform((v) => (v?.trim() ? v.trim() : undefined)),
);
/** A positive count of requests (a rate limit); 0 or unset keeps the default. */
const count = z.pipe(
  optional,
  z.optional(z.pipe(z.string().check(z.regex(/^\d{1,5}$/)), z.transform(Number))),
);

const envSchema = z.object({
  IDENTITY_ISSUER: z.pipe(optional, z.optional(url)),
  IDENTITY_AUDIENCE: optional,
  PUBLIC_BASE_URL: z.pipe(optional, z.optional(url)),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_JWKS_URL: z.pipe(optional, z.optional(url)),
  APPLE_CLIENT_ID: optional,
  APPLE_REDIRECT_URI: z.pipe(optional, z.optional(url)),
  APPLE_JWKS_URL: z.pipe(optional, z.optional(url)),
  OAUTH_PROVIDERS: optional,
  SMTP_URL: z.pipe(optional, z.optional(z.url({ protocol: /^smtps?$/ }))),
  REDIS_URL: z.pipe(optional, z.optional(z.url({ protocol: /^rediss?$/ }))),
  MAIL_FROM: optional,
  OUTBOX_DIR: optional,
  DATA_DIR: optional,
  IDENTITY_KEY_SECRET: z.pipe(optional, z.optional(z.string().check(z.minLength(16)))),
  IDENTITY_INTERNAL_TOKEN: z.pipe(optional, z.optional(z.string().check(z.minLength(16)))),
  REGISTRATIONS_PER_IP_PER_HOUR: count,
  RECOVERY_REQUESTS_PER_IP: count,
});

/**
 * Reads the identity configuration from the environment (see the README): IDENTITY_ISSUER, IDENTITY_AUDIENCE,
 * PUBLIC_BASE_URL, GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL, APPLE_CLIENT_ID, APPLE_REDIRECT_URI, APPLE_JWKS_URL,
 * OAUTH_PROVIDERS (JSON `{ name: { authorizeUrl, tokenUrl, userinfoUrl, clientId, clientSecret, redirectUri,
 * scope?, label? } }`),
 * SMTP_URL, REDIS_URL, MAIL_FROM, OUTBOX_DIR (default `<DATA_DIR or var/data>/outbox`), IDENTITY_KEY_SECRET,
 * IDENTITY_INTERNAL_TOKEN, REGISTRATIONS_PER_IP_PER_HOUR (default 10), RECOVERY_REQUESTS_PER_IP (per 15 minutes,
 * default 10).
 * Throws with the offending variable's name when a value is invalid.
 */
export function createIdentityConfigFromEnv(
  env: Record<string, string | undefined>,
): Partial<IdentityConfig> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`identity: invalid environment variable(s): ${names}`);
  }
  const e = parsed.data;
  let providers: Record<string, OAuthProviderConfig> | undefined;
  if (e.OAUTH_PROVIDERS) {
    let json: unknown;
    try {
      json = JSON.parse(e.OAUTH_PROVIDERS);
    } catch {
      throw new Error('identity: OAUTH_PROVIDERS is not valid JSON');
    }
    const result = providersSchema.safeParse(json);
    if (!result.success) {
      const where = result.error.issues.map((i) => i.path.join('.')).join(', ');
      throw new Error(`identity: invalid OAUTH_PROVIDERS entry: ${where}`);
    }
    providers = result.data;
  }
  const config: Partial<IdentityConfig> = {
    google: { clientId: e.GOOGLE_CLIENT_ID, ...(e.GOOGLE_JWKS_URL ? { jwksUrl: e.GOOGLE_JWKS_URL } : {}) },
    apple: {
      clientId: e.APPLE_CLIENT_ID,
      redirectUri: e.APPLE_REDIRECT_URI,
      ...(e.APPLE_JWKS_URL ? { jwksUrl: e.APPLE_JWKS_URL } : {}),
    },
  };
  if (e.IDENTITY_ISSUER) config.issuer = e.IDENTITY_ISSUER;
  if (e.IDENTITY_AUDIENCE) config.audience = e.IDENTITY_AUDIENCE;
  if (e.PUBLIC_BASE_URL) config.publicBaseUrl = e.PUBLIC_BASE_URL;
  if (providers) config.providers = providers;
  if (e.SMTP_URL) config.smtpUrl = e.SMTP_URL;
  if (e.REDIS_URL) config.redisUrl = e.REDIS_URL;
  if (e.MAIL_FROM) config.mailFrom = e.MAIL_FROM;
  if (e.IDENTITY_KEY_SECRET) config.keySecret = e.IDENTITY_KEY_SECRET;
  if (e.IDENTITY_INTERNAL_TOKEN) config.internalToken = e.IDENTITY_INTERNAL_TOKEN;
  if (e.REGISTRATIONS_PER_IP_PER_HOUR || e.RECOVERY_REQUESTS_PER_IP) {
    const { registerPerIp, recoveryPerIp } = defaultRateLimits;
    config.rateLimits = {
      ...defaultRateLimits,
      registerPerIp: { ...registerPerIp, limit: e.REGISTRATIONS_PER_IP_PER_HOUR || registerPerIp.limit },
      recoveryPerIp: { ...recoveryPerIp, limit: e.RECOVERY_REQUESTS_PER_IP || recoveryPerIp.limit },
    };
  }
  if (e.OUTBOX_DIR) config.outboxDir = e.OUTBOX_DIR;
  else if (e.DATA_DIR) config.outboxDir = path.join(e.DATA_DIR, 'outbox');
  return config;
}
