import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './benchPaths';

export type SeedInfo = { articles: number; seconds: number; seededAt: string; reused: boolean };

/**
 * Seeds `articles` generated articles into the PGlite data of a site whose DATA_DIR is `dataDir` (the seed script
 * opens the site's database of the same DATA_DIR). A marker file remembers a finished seed so later runs reuse the
 * data set; the generator itself is idempotent.
 */
export function ensureSeeded(dataDir: string, articles: number): SeedInfo {
  const marker = path.join(dataDir, 'bench-seed.json');
  if (existsSync(marker)) {
    const done = JSON.parse(readFileSync(marker, 'utf8')) as Omit<SeedInfo, 'reused'>;
    if (done.articles >= articles) return { ...done, reused: true };
  }
  mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'seed', '--silent', '--', '--articles', String(articles)], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_ASSETS_DIR: dataDir,
      DATABASE_URL: '',
    },
  });
  if (result.status !== 0) throw new Error(`seeding ${articles} articles into ${dataDir} failed`);
  const info = {
    articles,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    seededAt: new Date().toISOString(),
  };
  writeFileSync(marker, `${JSON.stringify(info)}\n`);
  return { ...info, reused: false };
}
