import { gzipSync } from 'node:zlib';
import { benchCheck, type Check } from './benchCheck';
import type { BenchPages } from './benchPages';
import type { LighthouseSummary } from './lighthouseSummary';
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

/** B1–B4: Lighthouse `runs` times per page, the median of each figure. */
export async function measureLighthouse(
  baseUrl: string,
  pages: BenchPages,
  runs: number,
  only: readonly PageKind[],
): Promise<Check[]> {
  const all: [PageKind, string][] = [
    ['article-free', pages.freeArticle],
    ['article-plus', pages.plusArticle],
    ['home', pages.home],
    ['channel', pages.channel],
  ];
  const targets = all.filter(([kind]) => only.includes(kind));
  const checks: Check[] = [];
  for (const [kind, pagePath] of targets) {
    const summaries: LighthouseSummary[] = [];
    const failures: string[] = [];
    for (let i = 0; i < runs; i++) {
      // Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP): try a run up to 3 times
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        try {
          summaries.push(await runLighthouse(`${baseUrl}${pagePath}`, kind, i + 1));
          break;
        } catch (err) {
          failures.push((err as Error).message.slice(0, 300));
          if (attempt === MAX_ATTEMPTS)
            console.error(`lighthouse run ${i + 1} of ${kind} failed ${MAX_ATTEMPTS} times`);
        }
      }
    }
    if (summaries.length === 0) throw new Error(`every Lighthouse run of ${kind} failed: ${failures[0]}`);
    const med = (pick: (s: LighthouseSummary) => number | null) =>
      median(summaries.map(pick).filter((v): v is number => v !== null));
    const details = { path: pagePath, runs: summaries.length, failedAttempts: failures };
    const isArticle = kind.startsWith('article');
    checks.push(
      benchCheck({
        id: 'B1',
        subject: kind,
        metric: 'performance score',
        unit: '',
        op: '>=',
        target: 95,
        measured: med((s) => s.performance),
        details,
      }),
      benchCheck({
        id: 'B1',
        subject: kind,
        metric: 'LCP',
        unit: 'ms',
        op: '<=',
        target: 1800,
        measured: med((s) => s.lcpMs),
      }),
      benchCheck({
        id: 'B1',
        subject: kind,
        metric: 'FCP',
        unit: 'ms',
        op: '<=',
        target: 1200,
        measured: med((s) => s.fcpMs),
      }),
      benchCheck({
        id: 'B2',
        subject: kind,
        metric: 'TBT',
        unit: 'ms',
        op: '<=',
        target: isArticle ? 100 : 200,
        measured: med((s) => s.tbtMs),
        note: kind === 'channel' ? 'channel held to the home budget (a list page)' : undefined,
      }),
      benchCheck({
        id: 'B2',
        subject: kind,
        metric: 'CLS',
        unit: '',
        op: '<=',
        target: 0.002,
        measured: med((s) => s.cls),
      }),
      benchCheck({
        id: 'B3',
        subject: kind,
        metric: 'accessibility score',
        unit: '',
        op: '>=',
        target: 0.98,
        measured: med((s) => s.accessibility),
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
        target: 170,
        measured: round1((med((s) => s.jsTransferBytes) ?? NaN) / KB),
        note: 'as served (B4 is for an article; other pages for comparison)',
      }),
      benchCheck({
        id: 'B4',
        subject: kind,
        metric: 'JS requests',
        unit: '',
        op: '<=',
        target: 10,
        measured: med((s) => s.jsRequests),
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
          target: 170,
          measured: round1((await gzipBytes(first.scriptUrls)) / KB),
          note: 'the same scripts gzipped (level 6) by the bench',
        }),
        benchCheck({
          id: 'B4',
          subject: kind,
          metric: 'JS before LCP',
          unit: 'KB',
          op: '<=',
          target: 120,
          measured: round1((med((s) => s.jsBeforeLcpTransferBytes) ?? NaN) / KB),
          details: { observedLcpMs: med((s) => s.observedLcpMs) },
        }),
        benchCheck({
          id: 'B4',
          subject: kind,
          metric: 'JS before LCP gzip',
          unit: 'KB',
          op: '<=',
          target: 120,
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
  return checks;
}

const round1 = (v: number) => (Number.isFinite(v) ? Math.round(v * 10) / 10 : null);
