import path from 'node:path';
import { repoRoot } from '@news/db/repoRoot';
import type { JSONWebKeySet } from 'jose';
import { OWASP_SCRYPT_LOG_N } from './hashPassword';

/** One OAuth 2.0 provider for `/connect/:provider` and `/auth/:provider/callback` (code flow). */
export type OAuthProviderConfig = {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Default 'openid email profile'. */
  scope?: string;
  /** The name readers see on the button ("Mit {label} anmelden"); default: the provider name, capitalised. */
  label?: string;
};

export type RateLimitRule = { limit: number; windowMs: number };

/**
 * Every limit answers 429 RateLimitError with Retry-After. None is per account alone for logins: whoever floods an
 * account from some addresses never locks its owner out of signing in from another.
 */
export type RateLimitConfig = {
  /** Failed login attempts per client IP (a successful login is not counted). */
  loginPerIp: RateLimitRule;
  /** Login attempts per (e-mail, client IP) since the last success: a flood from one IP cannot lock others out. */
  loginPerAccountAndIp: RateLimitRule;
  registerPerIp: RateLimitRule;
  /** Registration attempts per e-mail address, from any IP (probing for taken addresses). */
  registerPerAddress: RateLimitRule;
  /** forgot-password, send-email-confirmation, reset-password and e-mail confirmation per client IP. */
  recoveryPerIp: RateLimitRule;
  /**
   * Reset and confirmation mails per (e-mail, client IP); over it the mail is dropped, the answer stays 200. There is
   * no count per address alone: requests from other IPs could then use up the owner's own reset.
   */
  mailsPerAddressAndIp: RateLimitRule;
  /** Google, Apple and OAuth sign-ins per client IP. */
  socialPerIp: RateLimitRule;
};

export type IdentityConfig = {
  /** `iss` of identity tokens. */
  issuer: string;
  /** `aud` of identity tokens. */
  audience: string;
  /** Origin used in mail links (default: the issuer's origin). */
  publicBaseUrl: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a just-rotated refresh token still answers (a sibling) instead of counting as reuse. */
  refreshGraceSeconds: number;
  /**
   * A rotated-in signing key is published this long before it signs: longer than identity replicas cache keys
   * (60 s) plus verifiers cache the JWKS (the gateway: 60 s), so no verifier meets a kid it has not fetched.
   */
  keyPublishAheadSeconds: number;
  google: { clientId?: string; jwksUrl?: string; jwks?: JSONWebKeySet };
  apple: {
    clientId?: string;
    /** The gateway's callback, `<PUBLIC_BASE_URL>/api/oauth2/apple/callback`. */
    redirectUri?: string;
    /** Default APPLE_AUTHORIZE_URL. */
    authorizeUrl?: string;
    jwksUrl?: string;
    jwks?: JSONWebKeySet;
  };
  providers: Record<string, OAuthProviderConfig>;
  smtpUrl?: string;
  /** Redis for the rate limits (shared by all replicas); memory when unset. */
  redisUrl?: string;
  mailFrom: string;
  outboxDir: string;
  /** log2 of scrypt's N. Lower values only for tests; refused below 17 when NODE_ENV=production. */
  scryptLogN: number;
  /** Encrypts private signing keys at rest (AES-256-GCM) when set. */
  keySecret?: string;
  rateLimits: RateLimitConfig;
  /** Take the client IP from `x-client-ip` (set by the gateway); otherwise req.ip. */
  trustClientIpHeader: boolean;
  /** When set, `x-client-ip` counts only on requests whose `x-internal-token` equals it (the gateway's calls). */
  internalToken?: string;
};

const MINUTE = 60_000;

export const defaultRateLimits: RateLimitConfig = {
  loginPerIp: { limit: 20, windowMs: 10 * MINUTE },
  loginPerAccountAndIp: { limit: 5, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  registerPerAddress: { limit: 5, windowMs: 60 * MINUTE },
  recoveryPerIp: { limit: 10, windowMs: 15 * MINUTE },
  mailsPerAddressAndIp: { limit: 3, windowMs: 15 * MINUTE },
  socialPerIp: { limit: 30, windowMs: 10 * MINUTE },
};

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const APPLE_JWKS_URL = 'https://appleid.apple.com/auth/keys';
export const APPLE_AUTHORIZE_URL = 'https://appleid.apple.com/auth/authorize';
const DEFAULT_ISSUER = 'http://localhost:3000/cms';

/** Fills in defaults; nested objects (google, apple, rateLimits) are merged key by key. */
export function resolveIdentityConfig(input: Partial<IdentityConfig> = {}): IdentityConfig {
  const issuer = input.issuer ?? DEFAULT_ISSUER;
  const config: IdentityConfig = {
    issuer,
    audience: input.audience ?? 'news-site',
    publicBaseUrl: (input.publicBaseUrl ?? new URL(issuer).origin).replace(/\/+$/, ''),
    accessTokenTtlSeconds: input.accessTokenTtlSeconds ?? 15 * 60,
    refreshTokenTtlSeconds: input.refreshTokenTtlSeconds ?? 720 * 3600,
    refreshGraceSeconds: input.refreshGraceSeconds ?? 30,
    keyPublishAheadSeconds: input.keyPublishAheadSeconds ?? 300,
    google: { jwksUrl: GOOGLE_JWKS_URL, ...input.google },
    apple: { jwksUrl: APPLE_JWKS_URL, ...input.apple },
    providers: input.providers ?? {},
    smtpUrl: input.smtpUrl,
    redisUrl: input.redisUrl,
    mailFrom: input.mailFrom ?? 'Regio News <noreply@example.com>',
    outboxDir: input.outboxDir ?? path.join(repoRoot, 'var', 'data', 'outbox'),
    scryptLogN: input.scryptLogN ?? OWASP_SCRYPT_LOG_N,
    keySecret: input.keySecret,
    rateLimits: { ...defaultRateLimits, ...input.rateLimits },
    trustClientIpHeader: input.trustClientIpHeader ?? true,
    internalToken: input.internalToken,
  };
  if (config.scryptLogN < OWASP_SCRYPT_LOG_N && process.env.NODE_ENV === 'production') {
    throw new Error('identity: scryptLogN below the OWASP minimum (17) is for tests only');
  }
  if (!Number.isInteger(config.scryptLogN) || config.scryptLogN < 1 || config.scryptLogN > 20) {
    throw new Error('identity: scryptLogN must be an integer between 1 and 20');
  }
  return config;
}
