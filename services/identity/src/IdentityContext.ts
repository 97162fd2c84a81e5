import type { Db } from '@news/db/createDb';
import type { Request } from 'express';
import type { RevokedTokens } from '@news/auth-verify/createRevokedTokens';
import type { SigningKeyStore } from './createSigningKeyStore';
import type { IdentityConfig } from './identityConfig';
import type { Mailer } from '@news/mailer/Mailer';
import type { RateLimitStore } from './RateLimitStore';

export type IdentityLogger = {
  info(message: string, meta?: Record<string, unknown>): void;
  warn(message: string, meta?: Record<string, unknown>): void;
  error(message: string, meta?: Record<string, unknown>): void;
};

/** What the route modules share. */
export type IdentityContext = {
  db: Db;
  config: IdentityConfig;
  keys: SigningKeyStore;
  mailer: Mailer;
  rateLimitStore: RateLimitStore;
  /** Identity tokens ended by a logout (shared with every other verifier). */
  revokedTokens: RevokedTokens;
  logger: IdentityLogger;
  /** A hash of a random password, compared against when an account has none (equal timing). */
  dummyHash: string;
  ip(req: Request): string;
  /** Runs work after the answer (mails): failures are logged, tests may await `settled()`. */
  background(label: string, work: () => Promise<void>): void;
};
