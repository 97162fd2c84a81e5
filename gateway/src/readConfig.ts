import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  DEFAULT_IDENTITY_AUDIENCE,
  DEFAULT_IDENTITY_ISSUER,
} from '@news/auth-verify/createTokenVerifierFromEnv';
import { shouldSeedDemoReaders } from '@news/config/demoReaders';
import { readImageSigningSecret } from '@news/contracts/imageSignature';
import { siteDataDir } from '@news/db/siteDatabase';
import { readWebhookSecret } from '@news/outbox/readWebhookSecret';
import type { MandatorId } from '@news/config/mandators';
import { readBrandOrigins } from './brandOrigins';
import { readMetricsAllow } from './metrics/readMetricsAllow';

export const repoRoot = path.resolve(__dirname, '..', '..');

export type UpstreamName = 'content' | 'identity' | 'users' | 'payments' | 'paywall';

export type GatewayConfig = {
  port: number;
  host: string;
  /** Base URL the gateway reaches itself under (SSR loads the remote's server build through it). */
  selfUrl: string;
  nodeEnv: string;
  logLevel: string;
  databaseUrl?: string;
  redisUrl?: string;
  dataDir: string;
  registryPath: string;
  defaultMandator: string;
  /** Each brand's public origin, the base of every absolute URL (PUBLIC_BASE_URL, BRAND_BASE_URLS; brandOrigins.ts). */
  brandOrigins: Readonly<Record<MandatorId, string>>;
  /** TRUSTED_PROXIES: the addresses whose X-Forwarded-For, -Host and -Proto count (Express "trust proxy"). */
  trustedProxies: string[];
  /** When set, the upstream runs as its own process and the gateway proxies to it. */
  upstreamUrls: Partial<Record<UpstreamName, string>>;
  seed: boolean;
  /** Demo readers and their wallet (README): the rule of shouldSeedDemoReaders. */
  seedDemoReaders: boolean;
  identity: { issuer: string; audience: string; publicBaseUrl: string; internalToken: string };
  /** Shared with the content service, which signs image source paths (IMAGE_SIGNING_SECRET). */
  imageSigningSecret: string;
  /** WEBHOOK_SECRET: signs the services' webhooks (the payments service's purchases to the users service). */
  webhookSecret: string;
  /** Origins allowed to frame the sign-in dialog (frame-ancestors), besides this site. */
  frameAncestors: string[];
  /** UPSTREAM_TIMEOUT_MS: how long a call for a page's data (content service, in-process or proxied) may take. */
  upstreamTimeoutMs: number;
  /**
   * IDENTITY_TIMEOUT_MS: how long an identity call that hashes or checks a password may take (slow by design);
   * every other identity call gets `upstreamTimeoutMs` (upstream/identityTimeoutFor.ts).
   */
  passwordCheckTimeoutMs: number;
  /** UPSTREAM_BREAKER_COOLDOWN_MS: how long a proxied upstream that failed 5 times in a row is not asked (5000). */
  breakerCooldownMs: number;
  /** METRICS_ALLOW: the addresses that may read /metrics (loopback by default). */
  metricsAllow: string[];
};

function optional(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

function milliseconds(name: string, value: string | undefined, fallback: number): number {
  const raw = optional(value);
  if (raw === undefined) return fallback;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1 || ms > 600_000)
    throw new Error(`${name} must be milliseconds between 1 and 600000, got "${raw}"`);
  return ms;
}

/** All configuration comes from environment variables with safe local defaults (README, "Configuration"). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const host = optional(env.HOST) ?? '0.0.0.0';
  const dataDir = siteDataDir(env);
  const nodeEnv = optional(env.NODE_ENV) ?? 'production';
  const defaultMandator = optional(env.MANDATOR) ?? 'rb';
  return {
    port,
    host,
    selfUrl: optional(env.SELF_URL) ?? `http://127.0.0.1:${port}`,
    nodeEnv,
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    databaseUrl: optional(env.DATABASE_URL),
    redisUrl: optional(env.REDIS_URL),
    dataDir,
    registryPath: path.resolve(optional(env.MF_REGISTRY_PATH) ?? path.join(dataDir, 'mf-registry.json')),
    defaultMandator,
    brandOrigins: readBrandOrigins({
      port,
      defaultMandator,
      publicBaseUrl: optional(env.PUBLIC_BASE_URL),
      brandBaseUrls: optional(env.BRAND_BASE_URLS),
    }),
    trustedProxies: (optional(env.TRUSTED_PROXIES) ?? '').split(/[\s,]+/).filter((p) => p !== ''),
    upstreamUrls: {
      content: optional(env.CONTENT_URL),
      identity: optional(env.IDENTITY_URL),
      users: optional(env.USERS_URL),
      payments: optional(env.PAYMENTS_URL),
      paywall: optional(env.PAYWALL_URL),
    },
    seed: env.SEED_DEMO_CONTENT !== undefined ? env.SEED_DEMO_CONTENT === 'true' : true,
    seedDemoReaders: shouldSeedDemoReaders(env),
    identity: {
      issuer: optional(env.IDENTITY_ISSUER) ?? DEFAULT_IDENTITY_ISSUER,
      audience: optional(env.IDENTITY_AUDIENCE) ?? DEFAULT_IDENTITY_AUDIENCE,
      publicBaseUrl: optional(env.PUBLIC_BASE_URL) ?? `http://localhost:${port}`,
      internalToken: optional(env.IDENTITY_INTERNAL_TOKEN) ?? randomBytes(24).toString('base64url'),
    },
    imageSigningSecret: readImageSigningSecret(env),
    webhookSecret: readWebhookSecret(env),
    frameAncestors: (optional(env.FRAME_ANCESTORS) ?? '')
      .split(/[\s,]+/)
      .filter((o) => /^https?:\/\/[^/\s]+$/.test(o)),
    upstreamTimeoutMs: milliseconds('UPSTREAM_TIMEOUT_MS', env.UPSTREAM_TIMEOUT_MS, 1000),
    passwordCheckTimeoutMs: milliseconds('IDENTITY_TIMEOUT_MS', env.IDENTITY_TIMEOUT_MS, 5000),
    breakerCooldownMs: milliseconds('UPSTREAM_BREAKER_COOLDOWN_MS', env.UPSTREAM_BREAKER_COOLDOWN_MS, 5000),
    metricsAllow: readMetricsAllow(optional(env.METRICS_ALLOW)),
  };
}
