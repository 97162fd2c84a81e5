import { benchCheck, type Check } from './benchCheck';
import { GATEWAY_RSS_MB } from './benchTargets';
import type { BenchPages } from './benchPages';
import { readRssBytes } from './processMemory';
import { relativeGrowth } from './relativeGrowth';
import { runLoad } from './runLoad';
import { SEARCH_QUERIES } from './measureSearch';

const MB = 1024 * 1024;
/** A rate the site sustains on one core with this mix (SSR articles dominate); a leak shows at any steady rate. */
export const SOAK_RATE = 15;

/** S8 (server): the gateway's resident memory after the load runs. */
export function checkRss(gatewayPid: number, metric = 'after the load runs'): Check {
  const rss = readRssBytes(gatewayPid);
  return benchCheck({
    id: 'S8',
    subject: 'gateway RSS (services in-process, PGlite)',
    metric,
    unit: 'MB',
    op: '<=',
    target: GATEWAY_RSS_MB,
    measured: rss === null ? null : Math.round(rss / MB),
  });
}

/**
 * S8 (server): a mixed soak (cached home and channel, SSR articles, search) at a fixed rate, the gateway's RSS
 * sampled every few seconds after a warm-up; growth of the last fifth of the samples over the first fifth.
 */
export async function measureSoak(
  baseUrl: string,
  gatewayPid: number,
  pages: BenchPages,
  soakSec: number,
  label: string,
): Promise<{ checks: Check[]; details: Record<string, unknown> }> {
  const warmupSec = Math.min(60, Math.max(5, Math.round(soakSec * 0.1)));
  const paths = [
    pages.home,
    pages.freeArticle,
    pages.channel,
    pages.plusArticle,
    ...pages.moreArticles.slice(0, 4),
    `/content/v5/search?q=${encodeURIComponent(SEARCH_QUERIES[1]!)}`,
  ];
  const samples: number[] = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    if (Date.now() - started < warmupSec * 1000) return;
    const rss = readRssBytes(gatewayPid);
    if (rss !== null) samples.push(rss);
  }, 2000);
  let result;
  try {
    result = await runLoad({
      url: baseUrl,
      connections: 10,
      duration: soakSec,
      overallRate: SOAK_RATE,
      requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
    });
  } finally {
    clearInterval(sampler);
  }
  const growth = relativeGrowth(samples);
  return {
    checks: [
      benchCheck({
        id: 'S8',
        subject: `gateway RSS, ${label}`,
        metric: 'growth (last / first fifth)',
        unit: '%',
        op: '<=',
        target: 5,
        measured: growth === null ? null : Math.round(growth * 1000) / 10,
        note: `${soakSec} s at ${SOAK_RATE} req/s mixed, ${samples.length} samples after ${warmupSec} s warm-up, ${result.errors} errors`,
      }),
    ],
    details: {
      soakSec,
      warmupSec,
      paths,
      requestsPerSec: Math.round(result.requestsPerSec),
      errors: result.errors,
      statusCounts: result.statusCounts,
      latencyMs: result.latencyMs,
      rssMb: samples.map((s) => Math.round(s / MB)),
    },
  };
}
