/**
 * Seeds the configured database and optionally adds synthetic articles for benchmarks:
 *
 *   node --import tsx scripts/seed.ts [--articles 100000] [--mandator rb] [--chunk 2000]
 *
 * Database: the site's (siteDbOptions): DATABASE_URL (PostgreSQL), or PGlite under DATA_DIR/pglite (DATA_DIR default
 * <repo>/var/data), exactly where `npm run serve` with the same DATA_DIR reads it. Seed media (pictures, podcast
 * audio) go to SEED_ASSETS_DIR (default DATA_DIR, where the site serves them from). Idempotent: the hand-written
 * seed is inserted once, generated articles have fixed ids (from 1 000 000) and slugs.
 */
import { parseArgs } from 'node:util';
import { createContentService } from '@news/content-service/createContentService';
import { runArticleGenerator } from '@news/content-service/seed/runArticleGenerator';
import { createDb } from '@news/db/createDb';
import { siteDataDir, siteDbOptions } from '@news/db/siteDatabase';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      articles: { type: 'string', default: '0' },
      mandator: { type: 'string' },
      chunk: { type: 'string', default: '2000' },
    },
  });
  const articles = Number(values.articles);
  const chunkSize = Number(values.chunk);
  if (!Number.isInteger(articles) || articles < 0) throw new Error('--articles must be an integer ≥ 0');
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new Error('--chunk must be an integer ≥ 1');

  const started = Date.now();
  const db = await createDb(siteDbOptions());
  try {
    // Migrates and applies the hand-written seed (once) plus the idempotent seed additions.
    await createContentService({
      db,
      seed: true,
      assetsDir: process.env.SEED_ASSETS_DIR?.trim() || siteDataDir(),
    });
    console.log(`[seed] base seed ready (${db.kind}) after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (articles === 0) return;
    let lastLog = 0;
    const result = await runArticleGenerator(db, {
      articles,
      mandator: values.mandator,
      chunkSize,
      onProgress: ({ mandator, done, total, inserted }) => {
        if (done === total || Date.now() - lastLog > 2000) {
          lastLog = Date.now();
          const secs = ((Date.now() - started) / 1000).toFixed(1);
          console.log(`[seed] ${mandator}: ${done}/${total} generated, ${inserted} new in total (${secs} s)`);
        }
      },
    });
    console.log(
      `[seed] done: ${result.generated} generated, ${result.inserted} inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error('[seed] failed:', err);
  process.exit(1);
});
