import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ageCachedPage } from './ageCachedPage';
import { benchCheck, type Check } from './benchCheck';
import { benchVarDir, repoRoot } from './benchPaths';
import type { BenchPages } from './benchPages';
import { countLoggedRequests, logOffset, readLogSince } from './countLogRequests';
import { LOG_FLUSH_INTERVAL_MS } from '@news/service-runner/createProcessLogger';
import { fetchTimed } from './fetchTimed';
import { redisCli } from './redisCli';
import { SERVER_CPUS } from './referenceServer';
import { BENCH_IMAGE_SECRET, startSite, type Site } from './startSite';
import { startProcess, waitForUrl, type RunningProcess } from './startProcess';

/** Redis database the split site's page cache uses (kept apart from anything a developer keeps in db 0). */
export const SPLIT_REDIS_DB = 7;
const CONTENT_PORT = 4201;
const SPLIT_PORT = 3202;
/** The home page's stale-while-revalidate time (packages/config/src/routeTable.ts). */
const HOME_MAX_AGE = 300;
/** A loopback port nothing listens on: the "dead remote". */
const DEAD_PORT = 9;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The site with the content service as its own process (CONTENT_URL, README "Each service can run on its own")
 * and the page cache in Redis, so the bench can expire a cached page (S3) and stop the upstream (S4).
 */
export async function startSplitSite(): Promise<{ site: Site; content: RunningProcess }> {
  const dir = path.join(benchVarDir, 'split');
  redisCli(SPLIT_REDIS_DB, ['FLUSHDB']);
  const content = startProcess({
    command: 'npm',
    args: ['start', '--silent', '-w', 'services/content'],
    cwd: repoRoot,
    logFile: path.join(benchVarDir, 'logs', 'split-content.log'),
    cpus: SERVER_CPUS,
    env: {
      NODE_ENV: 'production',
      PORT: String(CONTENT_PORT),
      DATA_DIR: path.join(dir, 'pglite-content'),
      SEED_ASSETS_DIR: path.join(dir, 'data'),
      IMAGE_SIGNING_SECRET: BENCH_IMAGE_SECRET,
    },
  });
  await waitForUrl(`http://127.0.0.1:${CONTENT_PORT}/content/healthz`, 180_000, () =>
    content.isRunning(),
  ).catch(async (err: unknown) => {
    await content.stop('SIGKILL');
    throw err;
  });
  const site = await startSite({
    name: 'split',
    port: SPLIT_PORT,
    dataDir: path.join(dir, 'data'),
    cpus: SERVER_CPUS,
    env: {
      CONTENT_URL: `http://127.0.0.1:${CONTENT_PORT}`,
      REDIS_URL: `redis://127.0.0.1:6379/${SPLIT_REDIS_DB}`,
    },
  }).catch(async (err: unknown) => {
    await content.stop('SIGKILL');
    throw err;
  });
  return { site, content };
}

/** `count` requests at once, each on its own connection; their statuses and x-cache answers. */
async function storm(url: string, count: number) {
  const answers = await Promise.all(
    Array.from({ length: count }, () => fetchTimed(url, { timeoutMs: 60_000 })),
  );
  const tally: Record<string, number> = {};
  for (const a of answers) {
    const k = `${a.status} ${a.headers.get('x-cache') ?? '-'}`;
    tally[k] = (tally[k] ?? 0) + 1;
  }
  return { tally, maxMs: Math.round(Math.max(...answers.map((a) => a.ms))) };
}

/** S3: 1,000 concurrent requests for an expired (and for a never cached) key; upstream fetches counted in the log. */
export async function measureRevalidationStorm(
  site: Site,
  concurrency: number,
): Promise<{ checks: Check[]; details: Record<string, unknown> }> {
  const log = site.process.logFile;
  await fetchTimed(`${site.baseUrl}/`);
  await fetchTimed(`${site.baseUrl}/`);
  const aged = ageCachedPage(SPLIT_REDIS_DB, 'rb', '/', HOME_MAX_AGE);
  // the services write their log in batches: what the warm-up fetched is in the file before the count starts
  await sleep(2 * LOG_FLUSH_INTERVAL_MS);
  let offset = logOffset(log);
  const expired = await storm(`${site.baseUrl}/`, concurrency);
  await sleep(3000);
  const expiredFetches = countLoggedRequests(readLogSince(log, offset), '/content/v5/home');

  const cold = `/?bench-storm=${Date.now()}`;
  offset = logOffset(log);
  const missed = await storm(`${site.baseUrl}${cold}`, concurrency);
  await sleep(3000);
  const coldFetches = countLoggedRequests(readLogSince(log, offset), '/content/v5/home');
  return {
    checks: [
      benchCheck({
        id: 'S3',
        subject: `expired home, ${concurrency} at once`,
        metric: 'upstream fetches',
        unit: '',
        op: '==',
        target: 1,
        measured: aged > 0 ? expiredFetches : null,
        note:
          aged > 0 ? `answers ${JSON.stringify(expired.tally)}` : 'the cached page was not found in Redis',
      }),
      benchCheck({
        id: 'S3',
        subject: `never cached home, ${concurrency} at once`,
        metric: 'upstream fetches',
        unit: '',
        op: '==',
        target: 1,
        measured: coldFetches,
        note: `answers ${JSON.stringify(missed.tally)}`,
      }),
    ],
    details: {
      counter:
        'GET /content/v5/home requests in the gateway request log (pino-http), page cache in Redis, content service as its own process',
      expired: { ...expired, upstreamFetches: expiredFetches, agedKeys: aged },
      neverCached: { path: cold, ...missed, upstreamFetches: coldFetches },
    },
  };
}

/**
 * S4: a registry entry pointing at a dead remote; then the content service frozen (SIGSTOP: an upstream that
 * does not answer) and killed (an upstream that refuses): the expired cached home, an uncached article and the
 * content API, each with status and time.
 */
export async function measureUpstreamDown(
  site: Site,
  content: RunningProcess,
  pages: BenchPages,
): Promise<{ checks: Check[]; details: Record<string, unknown> }> {
  const checks: Check[] = [];
  const details: Record<string, unknown> = {};
  const url = (p: string) => `${site.baseUrl}${p}`;
  const registryFile = path.join(benchVarDir, 'split', 'data', 'mf-registry.json');

  // a dead remote: mf-articles' client and server builds on a port nothing listens on
  const current = (await (await fetch(url('/mf-registry.json'))).json()) as Record<string, unknown>;
  writeFileSync(
    registryFile,
    JSON.stringify({
      ...current,
      'mf-articles': {
        entry: `http://127.0.0.1:${DEAD_PORT}/mf-manifest.json`,
        ssrEntry: `http://127.0.0.1:${DEAD_PORT}/server/mf-manifest.json`,
      },
    }),
  );
  await sleep(50);
  const deadArticle = await fetchTimed(url(pages.freeArticle));
  const deadHome = await fetchTimed(url('/'));
  rmSync(registryFile, { force: true }); // back to this checkout's builds
  details.deadRemote = {
    article: { status: deadArticle.status, ms: Math.round(deadArticle.ms) },
    home: { status: deadHome.status, ms: Math.round(deadHome.ms) },
  };
  checks.push(
    benchCheck({
      id: 'S4',
      subject: 'dead remote (mf-articles), article',
      metric: 'status',
      unit: '',
      op: '==',
      target: 200,
      measured: deadArticle.status,
      note: `${Math.round(deadArticle.ms)} ms`,
    }),
  );

  for (const mode of ['frozen', 'killed'] as const) {
    await fetchTimed(url('/'));
    await fetchTimed(url('/'));
    ageCachedPage(SPLIT_REDIS_DB, 'rb', '/', HOME_MAX_AGE);
    if (mode === 'frozen') content.signal('SIGSTOP');
    else {
      content.signal('SIGCONT');
      await content.stop('SIGKILL');
    }
    await sleep(200);
    const cached = await fetchTimed(url('/'), { timeoutMs: 15_000 });
    const uncached = await fetchTimed(url(pages.moreArticles[0] ?? pages.plusArticle), { timeoutMs: 15_000 });
    const api = await fetchTimed(url('/content/v5/home'), { timeoutMs: 15_000 });
    const cachedAgain = await fetchTimed(url('/'), { timeoutMs: 15_000 });
    details[mode] = {
      cachedHome: { status: cached.status, xCache: cached.headers.get('x-cache'), ms: Math.round(cached.ms) },
      cachedHomeAgain: {
        status: cachedAgain.status,
        xCache: cachedAgain.headers.get('x-cache'),
        ms: Math.round(cachedAgain.ms),
      },
      uncachedArticle: { status: uncached.status, ms: Math.round(uncached.ms), bytes: uncached.body.length },
      contentApi: { status: api.status, ms: Math.round(api.ms) },
    };
    checks.push(
      benchCheck({
        id: 'S4',
        subject: `content ${mode}: expired cached home`,
        metric: 'status',
        unit: '',
        op: '==',
        target: 200,
        measured: cached.status,
        note: `x-cache ${cached.headers.get('x-cache')}, ${Math.round(cached.ms)} ms; next request ${cachedAgain.status}`,
      }),
      benchCheck({
        id: 'S4',
        subject: `content ${mode}: uncached article`,
        metric: 'status',
        unit: '',
        op: '==',
        target: 503,
        measured: uncached.status,
        note: uncached.status === 200 ? 'answers the page frame (client renders), not 503' : undefined,
      }),
      benchCheck({
        id: 'S4',
        subject: `content ${mode}: uncached article`,
        metric: 'answer time',
        unit: 'ms',
        op: '<=',
        target: 1500,
        measured: Math.round(uncached.ms),
        note: `content API itself: ${api.status} in ${Math.round(api.ms)} ms`,
      }),
    );
  }
  return { checks, details };
}
