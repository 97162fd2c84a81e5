/** The figures of BENCHMARKS.md (shared/BENCHMARKS.md is the source of truth; keep this table in step with it). */
export const benchTargets = {
  B1: 'article (free), article (plus, anonymous), home, channel: performance score >= 95; LCP <= 1.8 s; FCP <= 1.2 s',
  B2: 'TBT <= 100 ms article, <= 200 ms home; CLS <= 0.002 including consent layer, paywall and ad slots',
  B3: 'accessibility score >= 0.98',
  B4: 'first view of an article: JS <= 170 KB gzip in <= 10 requests; JS before LCP <= 120 KB; no remote waterfall',
  B5: 'login dialog open, bookmark click, menu open: interaction to next paint <= 100 ms',
  S1: 'cached document: >= 0.6 x bare node:http req/s (nginx reported); p99 <= 30 ms at 100 connections; 0 errors',
  S2: 'uncached SSR of an article: >= 300 req/s; p95 <= 50 ms at 10 connections; Server-Timing render time',
  S3: 'revalidation storm: 1,000 concurrent requests for one expired key cause exactly 1 upstream fetch',
  S4: 'upstream down: cached pages 200 (stale-if-error); uncached a clear 503 within 1.5 s; dead remote still 200',
  S5: 'login flood (wrong passwords): 429 after the threshold; cached-page p99 <= 2 x baseline while it runs',
  S6: 'user API (bookmark add/remove/list): p99 <= 20 ms at 50 connections on PGlite and on PostgreSQL',
  S7: 'search on 100,000 articles: p95 <= 50 ms; growth from 10,000 to 100,000 articles <= 2 x',
  S8: 'gateway RSS <= 400 MB after the load runs; < 5 % growth over a 10-minute soak; Chromium heap after 20 navigations <= 1.5 x',
} as const;

export type FigureId = keyof typeof benchTargets;

export const figureIds = Object.keys(benchTargets) as FigureId[];
