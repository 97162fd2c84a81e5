import path from 'node:path';
import Redis from 'ioredis';
import type { Db } from '@news/db/createDb';
import { migrate } from '@news/db/migrate';

/**
 * The deny-list of identity tokens ended before their expiry (logout). Every verifier of identity tokens (the
 * gateway's session, the users service, the identity service's /cms) asks it, so a logout on one replica is
 * effective on all of them at once. A jti is kept until its token would have expired anyway.
 */
export type RevokedTokens = {
  /** Lists `jti` until `expiresAt` (seconds since the epoch, the token's exp). */
  revoke(jti: string, expiresAt: number): Promise<void>;
  isRevoked(jti: string): Promise<boolean>;
  close(): Promise<void>;
};

/** Where the list lives in Redis: one key per jti, expiring with its token. */
export const REVOKED_TOKEN_KEY_PREFIX = 'news:revoked-jti:';

/**
 * The list in Redis when `redisUrl` is set (REDIS_URL: shared by all replicas, entries expire on their own),
 * otherwise in the table token_revocations.revoked_tokens of the site's database (expired rows are deleted as new
 * ones come). Redis unreachable: the check fails and the token is refused (fail closed).
 */
export async function createRevokedTokens(opts: { db: Db; redisUrl?: string }): Promise<RevokedTokens> {
  if (opts.redisUrl) return redisRevokedTokens(opts.redisUrl);
  const { db } = opts;
  await migrate(db, { schema: 'token_revocations', migrationsDir: path.join(__dirname, '..', 'migrations') });
  return {
    async revoke(jti, expiresAt) {
      await db.query('delete from token_revocations.revoked_tokens where expires_at < now()');
      await db.query(
        `insert into token_revocations.revoked_tokens (jti, expires_at) values ($1, to_timestamp($2))
         on conflict (jti) do nothing`,
        [jti, expiresAt],
      );
    },
    async isRevoked(jti) {
      const { rows } = await db.query('select 1 from token_revocations.revoked_tokens where jti = $1', [jti]);
      return rows.length > 0;
    },
    async close() {},
  };
}

function redisRevokedTokens(url: string): RevokedTokens {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', () => undefined); // reported per call
  return {
    async revoke(jti, expiresAt) {
      const ttl = Math.max(1, Math.ceil(expiresAt - Date.now() / 1000));
      await redis.set(`${REVOKED_TOKEN_KEY_PREFIX}${jti}`, '1', 'EX', ttl);
    },
    async isRevoked(jti) {
      return (await redis.exists(`${REVOKED_TOKEN_KEY_PREFIX}${jti}`)) === 1;
    },
    async close() {
      redis.disconnect();
    },
  };
}
