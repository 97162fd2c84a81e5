/**
 * `npm run bench [-- --quick]`: builds the production site, seeds 100,000 articles, starts the site as the README
 * does and measures the figures of BENCHMARKS.md (B1–B5, S1–S8). Prints a table (target, measured, ratio) and
 * writes bench/results/latest.json. Missed targets are reported, not failed; a measurement that crashes exits 1.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchCheck, type Check } from './benchCheck';
import { benchVarDir, repoRoot, resultsDir } from './benchPaths';
import { findBenchPages, type BenchPages } from './benchPages';
import { benchTargets, figureIds, type FigureId } from './benchTargets';
import { ensureSeeded, type SeedInfo } from './ensureSeeded';
import { ensurePostgresDatabase } from './ensurePostgresDatabase';
import { formatTable } from './formatTable';
import { launchChromium } from './launchChromium';
import { measureDocuments } from './measureDocuments';
import { measureHeapGrowth } from './measureHeapGrowth';
import { measureInteractions } from './measureInteractions';
import { formatPeerTable, type MeasuredPage } from './formatPeerTable';
import { measureLighthouse, measurePeers } from './measureLighthouse';
import { measureLoginFlood } from './measureLoginFlood';
import { measureSearch, searchAtRate } from './measureSearch';
import { measureRevalidationStorm, measureUpstreamDown, startSplitSite } from './measureSplitSite';
import { checkRss, measureSoak } from './measureSoak';
import { measureUserApi } from './measureUserApi';
import { parseBenchArgs } from './parseBenchArgs';
import { hasNginx, SERVER_CPUS } from './referenceServer';
import { hasTaskset } from './startProcess';
import { startSite, type Site } from './startSite';

const MAIN_PORT = 3200;
const POSTGRES_PORT = 3201;
const SMALL_PORT = 3203;
const BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bench';

const round1 = (v: number) => Math.round(v * 10) / 10;

type PhaseError = { phase: string; ids: FigureId[]; message: string };

function gitInfo(): { commit: string | null; dirty: boolean | null } {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty =
      execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' }).trim() !== '';
    return { commit, dirty };
  } catch {
    return { commit: null, dirty: null };
  }
}

async function main(): Promise<void> {
  const plan = parseBenchArgs(process.argv.slice(2));
  const started = Date.now();
  const checks: Check[] = [];
  /** Our pages' Lighthouse medians and, with --peer, the peer's: the side-by-side table. */
  const comparedPages: MeasuredPage[] = [];
  const details: Record<string, unknown> = {};
  const errors: PhaseError[] = [];
  const phaseSeconds: Record<string, number> = {};
  /** 1-minute load average at the end of each phase: the machine is shared, figures from a busy one are noisy. */
  const loadAverage: Record<string, number> = { start: round1(os.loadavg()[0] ?? 0) };
  const log = (msg: string) =>
    console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${msg}`);

  /** Runs one measurement; a crash is recorded (the bench then exits 1) and the others still run. */
  const phase = async (name: string, ids: FigureId[], fn: () => Promise<void>) => {
    const t = Date.now();
    log(`${name} ...`);
    try {
      await fn();
    } catch (err) {
      const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
      errors.push({ phase: name, ids, message });
      console.error(`[bench] ${name} failed: ${message}`);
    } finally {
      phaseSeconds[name] = Math.round((Date.now() - t) / 100) / 10;
      loadAverage[name] = round1(os.loadavg()[0] ?? 0);
    }
  };

  // 1. the production build
  if (plan.build) {
    const t = Date.now();
    log('npm run build ...');
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
    phaseSeconds.build = Math.round((Date.now() - t) / 100) / 10;
  } else if (!existsSync(path.join(repoRoot, 'dist', 'builds', 'latest.json'))) {
    throw new Error('no build found: run npm run build or leave out --no-build');
  } else log('reusing the existing build (dist/builds/latest.json)');

  // 2. the data sets (reused once seeded)
  const mainData = path.join(benchVarDir, 'data');
  const smallData = path.join(benchVarDir, 'data-10k');
  const seeds: Record<string, SeedInfo> = {};
  let t = Date.now();
  log(`seeding ${plan.articles} articles into ${mainData} (reused when present) ...`);
  seeds.main = ensureSeeded(mainData, plan.articles);
  if (plan.secondarySites) seeds.small = ensureSeeded(smallData, 10_000);
  phaseSeconds.seed = Math.round((Date.now() - t) / 100) / 10;

  // 3. the site as the README starts it, pinned to the server core
  t = Date.now();
  log('starting the site (npm run serve) ...');
  const site: Site = await startSite({ name: 'main', port: MAIN_PORT, dataDir: mainData, cpus: SERVER_CPUS });
  phaseSeconds.start = Math.round((Date.now() - t) / 100) / 10;
  let pages: BenchPages | null = null;
  let search100k: { rate: number; p95: number | null } | null = null;
  try {
    pages = await findBenchPages(site.baseUrl);
    const p = pages;
    details.pages = p;
    // warm the server: first SSR loads the server remote, first queries fill caches
    for (const page of [p.home, p.channel, p.freeArticle, p.plusArticle])
      await fetch(`${site.baseUrl}${page}`);

    await phase('lighthouse', ['B1', 'B2', 'B3', 'B4'], async () => {
      const measured = await measureLighthouse(site.baseUrl, p, plan.lighthouseRuns, plan.lighthousePages);
      checks.push(...measured.checks);
      comparedPages.push(...measured.pages);
    });
    if (plan.peers.length > 0)
      await phase('lighthouse, peer (--peer)', [], async () => {
        comparedPages.push(...(await measurePeers(plan.peers, plan.lighthouseRuns)));
        details.peers = comparedPages;
      });
    await phase('browser interactions and heap', ['B5', 'S8'], async () => {
      const browser = await launchChromium();
      try {
        checks.push(...(await measureInteractions(browser, site.baseUrl, p, plan.interactionRepeats)));
        checks.push(...(await measureHeapGrowth(browser, site.baseUrl, p)));
      } finally {
        await browser.close();
      }
    });
    await phase('documents (S1, S2)', ['S1', 'S2'], async () => {
      const r = await measureDocuments(site.baseUrl, p, plan.load);
      checks.push(...r.checks);
      Object.assign(details, r.details);
    });
    await phase('search, 100,000 articles (S7)', ['S7'], async () => {
      const r = await measureSearch(site.baseUrl, plan.load);
      details.S7 = { articles100k: r.details };
      search100k = { rate: r.load.latency.overallRate ?? 0, p95: r.load.latency.latencyMs.p95 };
      checks.push(
        benchCheck({
          id: 'S7',
          subject: 'search, 100,000 articles, PGlite',
          metric: `p95 at 10 conn, ${r.load.latency.overallRate} req/s`,
          unit: 'ms',
          op: '<=',
          target: 50,
          measured: r.load.latency.latencyMs.p95,
          note: `${Math.round(r.load.site.median.requestsPerSec)} req/s max; node:http same bytes ${Math.round(r.load.node.median.requestsPerSec)}`,
        }),
      );
    });
    await phase('user API on PGlite (S6)', ['S6'], async () => {
      const r = await measureUserApi(site.baseUrl, 'PGlite', plan.load);
      checks.push(...r.checks);
      details.S6 = { pglite: r.details };
    });
    await phase('soak (S8)', ['S8'], async () => {
      const label =
        plan.soakSec >= 600 ? `${plan.soakSec / 60}-minute soak` : `shortened ${plan.soakSec} s soak (quick)`;
      const r = await measureSoak(site.baseUrl, site.gatewayPid, p, plan.soakSec, label);
      checks.push(...r.checks);
      details.S8 = { soak: r.details };
    });
    checks.push(checkRss(site.gatewayPid, 'after the load runs and the soak'));
    await phase('login flood (S5)', ['S5'], async () => {
      const r = await measureLoginFlood(site.baseUrl, p.home, plan.floodSec);
      checks.push(...r.checks);
      details.S5 = r.details;
    });
    const afterFlood = checkRss(site.gatewayPid, 'after the login flood');
    checks.push({
      ...afterFlood,
      note: 'scrypt (N=2^17, r=8) takes 128 MiB per hash, in the hashing worker threads (createScryptPool)',
    });
  } finally {
    await site.stop();
  }

  // 4. the same measurements on other setups: search on 10,000 articles, the user API on PostgreSQL
  if (plan.secondarySites && pages) {
    const p = pages;
    await phase('search, 10,000 articles (S7)', ['S7'], async () => {
      const small = await startSite({
        name: 'small',
        port: SMALL_PORT,
        dataDir: smallData,
        cpus: SERVER_CPUS,
      });
      try {
        await fetch(`${small.baseUrl}/content/v5/search?q=Rheinau`);
        const base = search100k as { rate: number; p95: number | null } | null;
        if (!base || base.p95 === null) throw new Error('no 100,000-article search figure to compare with');
        const r = await searchAtRate(small.baseUrl, base.rate, plan.load.durationSec);
        (details.S7 as Record<string, unknown>).articles10k = {
          overallRate: base.rate,
          latencyMs: r.latencyMs,
          errors: r.errors,
        };
        const growth = r.latencyMs.p95 ? Math.round((base.p95 / r.latencyMs.p95) * 100) / 100 : null;
        checks.push(
          benchCheck({
            id: 'S7',
            subject: 'search, 10,000 -> 100,000 articles',
            metric: `p95 growth at ${base.rate} req/s`,
            unit: 'x',
            op: '<=',
            target: 2,
            measured: growth,
            note: `p95 ${r.latencyMs.p95?.toFixed(1)} -> ${base.p95.toFixed(1)} ms`,
          }),
        );
      } finally {
        await small.stop();
      }
    });
    await phase('user API on PostgreSQL (S6)', ['S6'], async () => {
      ensurePostgresDatabase(BENCH_DATABASE_URL);
      const pg = await startSite({
        name: 'postgres',
        port: POSTGRES_PORT,
        dataDir: path.join(benchVarDir, 'data-postgres'),
        cpus: SERVER_CPUS,
        env: { DATABASE_URL: BENCH_DATABASE_URL },
      });
      try {
        await fetch(`${pg.baseUrl}${p.home}`);
        const r = await measureUserApi(pg.baseUrl, 'PostgreSQL', plan.load);
        checks.push(...r.checks);
        details.S6 = { ...(details.S6 as object), postgres: r.details };
      } finally {
        await pg.stop();
      }
    });
  }

  // 5. the content service as its own process and the page cache in Redis: revalidation storm, upstream down
  if (pages) {
    const p = pages;
    await phase('revalidation storm and upstream down (S3, S4)', ['S3', 'S4'], async () => {
      const { site: split, content } = await startSplitSite();
      try {
        const storm = await measureRevalidationStorm(split, plan.stormConcurrency);
        checks.push(...storm.checks);
        details.S3 = storm.details;
        const down = await measureUpstreamDown(split, content, p);
        checks.push(...down.checks);
        details.S4 = down.details;
      } finally {
        content.signal('SIGCONT');
        await content.stop('SIGKILL');
        await split.stop();
      }
    });
  }

  // every figure appears, with the reason when it could not be measured
  const skipped: Partial<Record<FigureId, string>> = plan.secondarySites
    ? {}
    : {
        S6: 'PostgreSQL: full run only (npm run bench)',
        S7: 'growth from 10,000 articles: full run only (npm run bench)',
      };
  for (const id of figureIds) {
    const failed = errors.find((e) => e.ids.includes(id));
    if (failed && !checks.some((c) => c.id === id && c.measured !== null))
      checks.push(
        benchCheck({
          id,
          subject: failed.phase,
          metric: 'measurement',
          unit: '',
          op: '==',
          target: 1,
          measured: null,
          note: `failed: ${failed.message.split('\n')[0]}`,
        }),
      );
    const skip = skipped[id];
    if (skip)
      checks.push(
        benchCheck({
          id,
          subject: skip,
          metric: '-',
          unit: '',
          op: '==',
          target: 1,
          measured: null,
          note: 'not in --quick',
        }),
      );
    if (!checks.some((c) => c.id === id))
      checks.push(
        benchCheck({
          id,
          subject: '-',
          metric: '-',
          unit: '',
          op: '==',
          target: 1,
          measured: null,
          note: 'not measured',
        }),
      );
  }
  checks.sort((a, b) => figureIds.indexOf(a.id) - figureIds.indexOf(b.id));

  const result = {
    benchmark: 'npm run bench',
    mode: plan.mode,
    date: new Date().toISOString(),
    ...gitInfo(),
    machine: {
      cores: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      loadAverage1min: { ...loadAverage, end: round1(os.loadavg()[0] ?? 0) },
      pinned: hasTaskset
        ? 'site and references on core 0, load generator on core 1 (taskset)'
        : 'not pinned (no taskset)',
      nginx: hasNginx() ? 'installed' : 'not installed (optional reference)',
    },
    seconds: { total: Math.round((Date.now() - started) / 1000), ...phaseSeconds },
    seed: seeds,
    figures: Object.fromEntries(
      figureIds.map((id) => [
        id,
        {
          target: benchTargets[id],
          checks: checks.filter((c) => c.id === id),
        },
      ]),
    ),
    details,
    errors,
  };
  mkdirSync(resultsDir, { recursive: true });
  const out = path.join(resultsDir, 'latest.json');
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

  console.log('');
  console.log(
    `Benchmarks (${plan.mode}, ${result.machine.cores} cores, commit ${result.commit?.slice(0, 10) ?? '?'}${result.dirty ? '+dirty' : ''}, ${result.date})`,
  );
  console.log(formatTable(checks));
  if (plan.peers.length > 0) {
    console.log(
      `\nSide by side with the peer (Lighthouse, same settings, median of ${plan.lighthouseRuns}):`,
    );
    console.log(formatPeerTable(comparedPages));
  }
  const busiest = Math.max(...Object.values(result.machine.loadAverage1min));
  if (busiest > result.machine.cores)
    console.log(
      `\nWARNING: the machine was busy (1-minute load average up to ${busiest} on ${result.machine.cores} cores): other work shared the cores, figures are pessimistic. See machine.loadAverage1min in the JSON.`,
    );
  const met = checks.filter((c) => c.met === true).length;
  const missed = checks.filter((c) => c.met === false).length;
  console.log(
    `\n${met} met, ${missed} missed, ${checks.length - met - missed} not measured; ${result.seconds.total} s; written to ${path.relative(repoRoot, out)}`,
  );
  if (errors.length > 0) {
    console.error(`\n${errors.length} measurement(s) crashed: ${errors.map((e) => e.phase).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error('[bench] failed:', err);
  process.exit(1);
});
