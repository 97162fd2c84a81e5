/** The figures of BENCHMARKS.md (shared/BENCHMARKS.md is the source of truth; keep this table in step with it). */
export const benchTargets = {
  B1: 'article (free), article (plus, anonymous), home, channel: performance score >= 98; LCP <= 1.5 s; FCP <= 1.0 s',
  B2: 'TBT <= 50 ms on each of those pages; CLS 0 including consent layer, paywall, web fonts and ad slots',
  B3: 'accessibility score >= 0.98',
  B4: 'first view of an article: JS <= 100 KB gzip in <= 8 requests; JS before LCP <= 50 KB gzip; no remote waterfall',
  B5: 'login dialog open, bookmark click, menu open, first in-app navigation after a cold first view, a later navigation: interaction to next paint <= 100 ms',
  S1: 'cached document: >= 0.6 x bare node:http req/s (nginx reported); p99 <= 30 ms at 100 connections; 0 errors',
  S2: 'uncached SSR of an article: >= 300 req/s; p95 <= 50 ms at 10 connections; Server-Timing render time',
  S3: 'revalidation storm: 1,000 concurrent requests for one expired key cause exactly 1 upstream fetch',
  S4: 'upstream down: cached pages 200 (stale-if-error); uncached a clear 503 within 1.5 s; dead remote still 200',
  S5: 'login flood (wrong passwords): 429 after the threshold; cached-page p99 <= 2 x baseline while it runs',
  S6: 'user API (bookmark add/remove/list): p99 <= 20 ms at 50 connections on PGlite and on PostgreSQL',
  S7: 'search on 100,000 articles: p95 <= 50 ms; growth from 10,000 to 100,000 articles <= 2 x',
  S8: 'gateway RSS <= 350 MB after the load runs and after the login flood; < 5 % growth over a 10-minute soak; Chromium heap after 20 navigations <= 1.5 x',
} as const;

/**
 * The numbers behind the browser and memory figures above, one home for each (the server figures' numbers stand
 * beside their measurements, each used once).
 */
export const browserTargets = {
  /** B1 */
  performanceScore: 98,
  lcpMs: 1500,
  fcpMs: 1000,
  /** B2: every page kind */
  tbtMs: 50,
  cls: 0,
  /** B3 */
  accessibilityScore: 0.98,
  /** B4: first view of an article */
  jsGzipKb: 100,
  jsRequests: 8,
  jsBeforeLcpGzipKb: 50,
  /** B5 */
  inpMs: 100,
} as const;

/** S8: the gateway's resident memory after the load runs and after the login flood. */
export const GATEWAY_RSS_MB = 350;

export type FigureId = keyof typeof benchTargets;

export const figureIds = Object.keys(benchTargets) as FigureId[];
