import os from 'node:os';
import path from 'node:path';
import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import express from 'express';
import { createContentService } from './createContentService';

/** Seed media folder shared by the tests (generated once; files are deterministic). */
export const TEST_ASSETS_DIR = path.join(os.tmpdir(), 'news-content-test-assets');

/** Image signing secret of the test service. */
export const TEST_IMAGE_SECRET = 'test-image-signing-secret-0123456789abcdef';

/** Signed image URL pattern: /img/{signature}/seed/{file}.jpg */
export const SIGNED_SEED_IMAGE = /^\/img\/[A-Za-z0-9_-]{22}\/seed\/[a-z0-9-]+\.jpg$/;

/** For tests: the seeded content service on a fresh test database, mounted at /content. */
export async function createTestContentApp(): Promise<{ db: Db; app: express.Express }> {
  const db = await createTestDb();
  const app = express();
  app.use(
    '/content',
    await createContentService({
      db,
      seed: true,
      assetsDir: TEST_ASSETS_DIR,
      imageSigningSecret: TEST_IMAGE_SECRET,
    }),
  );
  return { db, app };
}
