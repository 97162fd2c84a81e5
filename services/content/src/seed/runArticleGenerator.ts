import { analyzeSchema } from '@news/db/analyzeSchema';
import type { Db } from '@news/db/createDb';
import { generateArticle, generatedArticleId, type GeneratorContext } from './generateArticles';
import { insertArticles, type ArticleInsert } from './insertArticles';
import { themeForChannel } from './seedPalettes';

export type GeneratorOptions = {
  /** Total number of articles; split evenly across the mandators (the first ones get the remainder). */
  articles: number;
  /** Only this mandator (default: every mandator in the database). */
  mandator?: string;
  /** Articles per transaction (default 2000). */
  chunkSize?: number;
  now?: Date;
  onProgress?: (progress: { mandator: string; done: number; total: number; inserted: number }) => void;
};

/** `generated`: article numbers covered (including ones that already existed); `inserted`: new rows. */
export type GeneratorResult = { generated: number; inserted: number };

/**
 * Fills the database with synthetic articles through insertArticles, one transaction per chunk. Needs the seed
 * (mandators, channels, tags, authors, pool images). Ids are fixed per (mandator, number): running again – or
 * with more articles – skips existing ids and inserts only what is missing. Analyzes the content schema after
 * inserting.
 */
export async function runArticleGenerator(db: Db, opts: GeneratorOptions): Promise<GeneratorResult> {
  if (!Number.isInteger(opts.articles) || opts.articles < 0)
    throw new Error('articles must be an integer ≥ 0');
  const mandators = (await db.query<{ id: string }>('select id from content.mandators order by id')).rows.map(
    (m) => m.id,
  );
  // Stable id ranges: the mandator's position in the sorted list of all mandators.
  const targets = opts.mandator ? [opts.mandator] : mandators;
  for (const m of targets) if (!mandators.includes(m)) throw new Error(`unknown mandator: ${m}`);
  const chunkSize = opts.chunkSize ?? 2000;
  const now = opts.now ?? new Date();

  const images = await db.query<{ id: number; key: string }>(
    "select id, key from content.images where key like 'pool-%' order by key",
  );
  const imageIds = new Map<string, number[]>();
  for (const img of images.rows) {
    const theme = themeForChannel(img.key.replace(/^pool-/, '').replace(/-\d+$/, ''));
    imageIds.set(theme, [...(imageIds.get(theme) ?? []), img.id]);
  }
  const authorIds = (await db.query<{ id: number }>('select id from content.authors order by id')).rows.map(
    (a) => a.id,
  );

  let generated = 0;
  let inserted = 0;
  for (const [i, mandator] of targets.entries()) {
    const count = Math.floor(opts.articles / targets.length) + (i < opts.articles % targets.length ? 1 : 0);
    const channels = await db.query<{ id: number; path: string }>(
      'select id, path from content.channels where mandator = $1 order by id',
      [mandator],
    );
    const regions = await db.query<{ id: number }>(
      'select id from content.regions where mandator = $1 order by id',
      [mandator],
    );
    const ctx: GeneratorContext = {
      mandator,
      mandatorIndex: mandators.indexOf(mandator),
      channels: channels.rows,
      authorIds,
      regionIds: regions.rows.map((r) => r.id),
      imageIds,
      now,
    };
    for (let start = 0; start < count; start += chunkSize) {
      const end = Math.min(count, start + chunkSize);
      // Articles whose id exists were inserted by an earlier run: only the missing ones are generated.
      const existing = await db.query<{ id: number }>(
        'select id from content.articles where id between $1 and $2',
        [generatedArticleId(ctx.mandatorIndex, start), generatedArticleId(ctx.mandatorIndex, end - 1)],
      );
      if (existing.rows.length < end - start) {
        const have = new Set(existing.rows.map((r) => r.id));
        const rows: ArticleInsert[] = [];
        for (let k = start; k < end; k++)
          if (!have.has(generatedArticleId(ctx.mandatorIndex, k))) rows.push(generateArticle(ctx, k));
        inserted += await db.transaction((tx) => insertArticles(tx, rows, 500));
      }
      generated += end - start;
      opts.onProgress?.({ mandator, done: end, total: count, inserted });
    }
  }
  // Planner statistics for the new rows: lists and search choose their plans by them.
  if (inserted > 0) await analyzeSchema(db, 'content', { vacuum: true });
  return { generated, inserted };
}
