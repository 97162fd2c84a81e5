import { benchCheck, type Check } from './benchCheck';
import type { BenchPages } from './benchPages';
import { fetchTimed } from './fetchTimed';
import { describeLoad, measureAgainstReference, type LoadPlan } from './measureAgainstReference';
import { median } from './median';

const round2 = (v: number) => Math.round(v * 100) / 100;

/** S1 (cached document: the home page from the page cache) and S2 (server-rendered article, not cached). */
export async function measureDocuments(
  baseUrl: string,
  pages: BenchPages,
  plan: LoadPlan,
): Promise<{ checks: Check[]; details: Record<string, unknown> }> {
  const checks: Check[] = [];
  const details: Record<string, unknown> = {};

  // S1: warm the cache, then the same bytes from the site, node:http and nginx
  await fetchTimed(`${baseUrl}${pages.home}`);
  const cached = await fetchTimed(`${baseUrl}${pages.home}`);
  if (cached.status !== 200) throw new Error(`home answered ${cached.status}`);
  const s1 = await measureAgainstReference(
    'cached-home',
    { url: `${baseUrl}${pages.home}`, connections: 100, duration: plan.durationSec },
    cached.body,
    cached.headers.get('content-type') ?? 'text/html; charset=utf-8',
    plan,
  );
  details.S1 = { path: pages.home, xCache: cached.headers.get('x-cache'), ...describeLoad(s1) };
  const s1Ratio = round2(s1.site.median.requestsPerSec / s1.node.median.requestsPerSec);
  checks.push(
    benchCheck({
      id: 'S1',
      subject: 'cached home',
      metric: 'req/s vs node:http',
      unit: 'x',
      op: '>=',
      target: 0.6,
      measured: s1Ratio,
      note: `${Math.round(s1.site.median.requestsPerSec)} vs ${Math.round(s1.node.median.requestsPerSec)} req/s${s1.nginx ? `, nginx ${Math.round(s1.nginx.median.requestsPerSec)}` : ''}`,
    }),
    benchCheck({
      id: 'S1',
      subject: 'cached home',
      metric: `p99 at 100 conn, ${s1.latency.overallRate} req/s`,
      unit: 'ms',
      op: '<=',
      target: 30,
      measured: s1.latency.latencyMs.p99,
    }),
    benchCheck({
      id: 'S1',
      subject: 'cached home',
      metric: 'errors',
      unit: '',
      op: '==',
      target: 0,
      measured: s1.site.runs.reduce((n, r) => n + r.errors, 0) + s1.latency.errors,
    }),
  );

  // S2: the article is rendered for every request (no page cache on article routes)
  const timings: number[] = [];
  let article = await fetchTimed(`${baseUrl}${pages.freeArticle}`);
  for (let i = 0; i < 20; i++) {
    article = await fetchTimed(`${baseUrl}${pages.freeArticle}`);
    const dur = /render;dur=([\d.]+)/.exec(article.headers.get('server-timing') ?? '')?.[1];
    if (dur) timings.push(Number(dur));
  }
  if (article.status !== 200) throw new Error(`article answered ${article.status}`);
  const s2 = await measureAgainstReference(
    'ssr-article',
    { url: `${baseUrl}${pages.freeArticle}`, connections: 10, duration: plan.durationSec },
    article.body,
    article.headers.get('content-type') ?? 'text/html; charset=utf-8',
    plan,
  );
  const renderMs = median(timings);
  details.S2 = {
    path: pages.freeArticle,
    xCache: article.headers.get('x-cache'),
    serverTimingRenderMs: { median: renderMs, samples: timings.length },
    ...describeLoad(s2),
  };
  checks.push(
    benchCheck({
      id: 'S2',
      subject: 'SSR article',
      metric: 'req/s at 10 conn',
      unit: 'req/s',
      op: '>=',
      target: 300,
      measured: Math.round(s2.site.median.requestsPerSec),
      note: `node:http same bytes ${Math.round(s2.node.median.requestsPerSec)} req/s (ratio ${round2(s2.site.median.requestsPerSec / s2.node.median.requestsPerSec)})`,
    }),
    benchCheck({
      id: 'S2',
      subject: 'SSR article',
      metric: `p95 at 10 conn, ${s2.latency.overallRate} req/s`,
      unit: 'ms',
      op: '<=',
      target: 50,
      measured: s2.latency.latencyMs.p95,
    }),
    benchCheck({
      id: 'S2',
      subject: 'SSR article',
      metric: 'Server-Timing render present',
      unit: '',
      op: '==',
      target: 1,
      measured: timings.length > 0 ? 1 : 0,
      note:
        renderMs === null
          ? 'no render;dur in Server-Timing'
          : `render ${renderMs.toFixed(1)} ms median (unloaded)`,
    }),
  );
  return { checks, details };
}
