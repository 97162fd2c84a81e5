import { gzipSync } from 'node:zlib';
import { benchCheck, type Check } from './benchCheck';
import { browserTargets as t } from './benchTargets';
import type { BenchPages } from './benchPages';
import type { LighthouseSummary } from './lighthouseSummary';
import { lighthouseMedians } from './lighthouseMedians';
import type { MeasuredPage } from './formatPeerTable';
import { median } from './median';
import { runLighthouse } from './runLighthouse';

export type PageKind = 'article-free' | 'article-plus' | 'home' | 'channel';

const KB = 1024;
const MAX_ATTEMPTS = 3;

/** Remote scripts (mf-*) that the page loaded although its document did not preload them: a remote waterfall. */
export function remoteScriptsNotPreloaded(html: string, scriptUrls: readonly string[]): string[] {
  const preloaded = new Set(
    [...html.matchAll(/<link[^>]*rel="(?:preload|modulepreload)"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  );
  return scriptUrls.filter((url) => {
    const { pathname } = new URL(url, 'http://x');
    return /^\/remotes\/mf-/.test(pathname) && !preloaded.has(pathname) && !preloaded.has(url);
  });
}

/** `runs` Lighthouse runs of one page; a run that records no trace (NO_NAVSTART, NO_FCP) is tried up to 3 times. */
export async function lighthouseRuns(
  url: string,
  label: string,
  runs: number,
): Promise<{ summaries: LighthouseSummary[]; failures: string[] }> {
  const summaries: LighthouseSummary[] = [];
  const failures: string[] = [];
  for (let i = 0; i < runs; i++) {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      try {
        summaries.push(await runLighthouse(url, label, i + 1));
        break;
      } catch (err) {
        failures.push((err as Error).message.slice(0, 300));
        if (attempt === MAX_ATTEMPTS)
          console.error(`lighthouse run ${i + 1} of ${label} failed ${MAX_ATTEMPTS} times`);
      }
    }
  }
  return { summaries, failures };
}

/**
 * `--peer URL`: another site's pages measured with the same Lighthouse settings and number of runs, for the
 * side-by-side table (no targets: a comparison).
 */
export async function measurePeers(urls: readonly string[], runs: number): Promise<MeasuredPage[]> {
  const measured: MeasuredPage[] = [];
  for (const [i, url] of urls.entries()) {
    const { summaries, failures } = await lighthouseRuns(url, `peer-${i + 1}`, runs);
    if (summaries.length === 0)
      throw new Error(`every Lighthouse run of the peer ${url} failed: ${failures[0]}`);
    measured.push({
      label: `peer: ${new URL(url).host}${new URL(url).pathname}`,
      url,
      medians: lighthouseMedians(summaries),
    });
  }
  return measured;
}

/** B1–B4: Lighthouse `runs` times per page, the median of each figure; `pages` for the side-by-side table. */
export async function measureLighthouse(
  baseUrl: string,
  pages: BenchPages,
  runs: number,
  only: readonly PageKind[],
): Promise<{ checks: Check[]; pages: MeasuredPage[] }> {
  const all: [PageKind, string][] = [
    ['article-free', pages.freeArticle],
    ['article-plus', pages.plusArticle],
    ['home', pages.home],
    ['channel', pages.channel],
  ];
  const targets = all.filter(([kind]) => only.includes(kind));
  const checks: Check[] = [];
  const measuredPages: MeasuredPage[] = [];
  for (const [kind, pagePath] of targets) {
    const { summaries, failures } = await lighthouseRuns(`${baseUrl}${pagePath}`, kind, runs);
    if (summaries.length === 0) throw new Error(`every Lighthouse run of ${kind} failed: ${failures[0]}`);
    const med = (pick: (s: LighthouseSummary) => number | null) =>
      median(summaries.map(pick).filter((v): v is number => v !== null));
    const details = { path: pagePath, runs: summaries.length, failedAttempts: failures };
    const m = lighthouseMedians(summaries);
    measuredPages.push({ label: kind, url: `${baseUrl}${pagePath}`, medians: m });
    checks.push(
      benchCheck({
        id: 'B1',
        subject: kind,
        metric: 'performance score',
        unit: '',
        op: '>=',
        target: t.performanceScore,
        measured: m.performance,
        details,
      }),
      benchCheck({
        id: 'B1',
        subject: kind,
        metric: 'LCP',
        unit: 'ms',
        op: '<=',
        target: t.lcpMs,
        measured: m.lcpMs,
      }),
      benchCheck({
        id: 'B1',
        subject: kind,
        metric: 'FCP',
        unit: 'ms',
        op: '<=',
        target: t.fcpMs,
        measured: m.fcpMs,
      }),
      benchCheck({
        id: 'B2',
        subject: kind,
        metric: 'TBT',
        unit: 'ms',
        op: '<=',
        target: t.tbtMs,
        measured: m.tbtMs,
      }),
      benchCheck({
        id: 'B2',
        subject: kind,
        metric: 'CLS',
        unit: '',
        op: '<=',
        target: t.cls,
        measured: m.cls,
      }),
      benchCheck({
        id: 'B3',
        subject: kind,
        metric: 'accessibility score',
        unit: '',
        op: '>=',
        target: t.accessibilityScore,
        measured: m.accessibility,
        details: { failedAudits: [...new Set(summaries.flatMap((s) => s.failedAccessibilityAudits))] },
      }),
    );
    checks.push(
      benchCheck({
        id: 'B4',
        subject: kind,
        metric: 'JS transferred',
        unit: 'KB',
        op: '<=',
        target: t.jsGzipKb,
        measured: m.jsTransferKb,
        note: 'as served (B4 is for an article; other pages for comparison)',
      }),
      benchCheck({
        id: 'B4',
        subject: kind,
        metric: 'JS requests',
        unit: '',
        op: '<=',
        target: t.jsRequests,
        measured: m.jsRequests,
      }),
    );
    if (kind === 'article-free') {
      const first = summaries[Math.floor(summaries.length / 2)] ?? summaries[0]!;
      const gzipBytes = async (urls: readonly string[]) => {
        let total = 0;
        for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
        return total;
      };
      const html = await (await fetch(`${baseUrl}${pagePath}`)).text();
      const waterfall = remoteScriptsNotPreloaded(html, first.scriptUrls);
      checks.push(
        benchCheck({
          id: 'B4',
          subject: kind,
          metric: 'JS gzip (if compressed)',
          unit: 'KB',
          op: '<=',
          target: t.jsGzipKb,
          measured: round1((await gzipBytes(first.scriptUrls)) / KB),
          note: 'the same scripts gzipped (level 6) by the bench',
        }),
        benchCheck({
          id: 'B4',
          subject: kind,
          metric: 'JS before LCP',
          unit: 'KB',
          op: '<=',
          target: t.jsBeforeLcpGzipKb,
          measured: round1((med((s) => s.jsBeforeLcpTransferBytes) ?? NaN) / KB),
          details: { observedLcpMs: med((s) => s.observedLcpMs) },
        }),
        benchCheck({
          id: 'B4',
          subject: kind,
          metric: 'JS before LCP gzip',
          unit: 'KB',
          op: '<=',
          target: t.jsBeforeLcpGzipKb,
          measured: round1((await gzipBytes(first.scriptUrlsBeforeLcp)) / KB),
        }),
        benchCheck({
          id: 'B4',
          subject: kind,
          metric: 'remote scripts not preloaded',
          unit: '',
          op: '==',
          target: 0,
          measured: waterfall.length,
          details: { scripts: waterfall.map((u) => new URL(u).pathname) },
        }),
      );
    }
  }
  return { checks, pages: measuredPages };
}

const round1 = (v: number) => (Number.isFinite(v) ? Math.round(v * 10) / 10 : null);
