import os from 'node:os';
import path from 'node:path';
import { createTestGrantSigner, type TestGrant } from '@news/auth-verify/createTestGrantSigner';
import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import express from 'express';
import type { CryptoKey, JSONWebKeySet } from 'jose';
import { createContentService } from './createContentService';

/** Seed media folder shared by the tests (generated once; files are deterministic). */
export const TEST_ASSETS_DIR = path.join(os.tmpdir(), 'news-content-test-assets');

/** Image signing secret of the test service. */
export const TEST_IMAGE_SECRET = 'test-image-signing-secret-0123456789abcdef';

/** Signed image URL pattern: /img/{signature}/seed/{file}.jpg */
export const SIGNED_SEED_IMAGE = /^\/img\/[A-Za-z0-9_-]{22}\/seed\/[a-z0-9-]+\.jpg$/;

/**
 * For tests: the seeded content service on a fresh test database, mounted at /content. It accepts the content
 * grants of `grantFor` (signed with a test key standing in for the paywall service's).
 */
export async function createTestContentApp(): Promise<{
  db: Db;
  app: express.Express;
  /** Signs a content grant with the test paywall key, or with `key` (a forgery under the same kid). */
  grantFor(grant: TestGrant, key?: CryptoKey): Promise<string>;
  /** The public keys the service trusts for grants. */
  grantKeys: JSONWebKeySet;
}> {
  const db = await createTestDb();
  const grants = await createTestGrantSigner();
  const app = express();
  app.use(
    '/content',
    await createContentService({
      db,
      seed: true,
      assetsDir: TEST_ASSETS_DIR,
      imageSigningSecret: TEST_IMAGE_SECRET,
      verifyGrant: grants.verifyGrant,
    }),
  );
  return { db, app, grantFor: grants.grantFor, grantKeys: grants.jwks };
}
