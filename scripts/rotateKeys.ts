/**
 * Rotates the identity service's signing key (README "Signing keys"):
 *
 *   npm run rotate-keys [-- --publish-ahead 300]
 *
 * The new key is in the JWKS at once and signs after --publish-ahead seconds (default 300: longer than identity
 * replicas cache keys and verifiers cache the JWKS), so no verifier meets a token of a key it has not fetched.
 * Database as the gateway's: DATABASE_URL, or PGlite under DATA_DIR/pglite (PGlite allows one process at a time:
 * stop the site first; with PostgreSQL it runs beside the site). IDENTITY_KEY_SECRET as the site's.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDb } from '@news/db/createDb';
import { migrate } from '@news/db/migrate';
import { repoRoot } from '@news/db/repoRoot';
import { siteDbOptions } from '@news/db/siteDatabase';
import { createIdentityConfigFromEnv } from '@news/identity-service/createIdentityConfigFromEnv';
import { rotateSigningKey } from '@news/identity-service/createSigningKeyStore';
import { resolveIdentityConfig } from '@news/identity-service/identityConfig';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'publish-ahead': { type: 'string' } } });
  const identity = resolveIdentityConfig(createIdentityConfigFromEnv(process.env));
  const publishAheadSeconds = Number(values['publish-ahead'] ?? identity.keyPublishAheadSeconds);
  if (!Number.isFinite(publishAheadSeconds) || publishAheadSeconds < 0) {
    throw new Error('--publish-ahead must be a number of seconds ≥ 0');
  }
  const db = await createDb(siteDbOptions());
  try {
    await migrate(db, {
      schema: 'identity',
      migrationsDir: path.join(repoRoot, 'services', 'identity', 'migrations'),
    });
    const { kid, activatesAt } = await rotateSigningKey(db, identity.keySecret, { publishAheadSeconds });
    console.log(`[rotate-keys] key ${kid} is published now and signs from ${activatesAt.toISOString()}`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error('[rotate-keys] failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
