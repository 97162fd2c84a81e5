/** The figures the bench takes from one Lighthouse JSON report (LHR). */
export type LighthouseSummary = {
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Observed (unthrottled) LCP, the time base for "JS before LCP". */
  observedLcpMs: number | null;
  jsTransferBytes: number;
  jsRequests: number;
  jsBeforeLcpTransferBytes: number;
  scriptUrls: string[];
  scriptUrlsBeforeLcp: string[];
  failedAccessibilityAudits: string[];
};

type Audit = { score?: number | null; numericValue?: number; details?: { items?: unknown[] } };
type Lhr = {
  categories?: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits?: Record<string, Audit>;
};
type NetworkItem = { url: string; resourceType?: string; transferSize?: number; networkEndTime?: number };

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Reads scores, metrics and the page's scripts (network-requests audit) out of a Lighthouse report. */
export function lighthouseSummary(lhr: Lhr): LighthouseSummary {
  const audits = lhr.audits ?? {};
  const metric = (id: string) => num(audits[id]?.numericValue);
  const observed = (audits.metrics?.details?.items?.[0] ?? {}) as Record<string, unknown>;
  const observedLcpMs = num(observed.observedLargestContentfulPaint);
  const scripts = ((audits['network-requests']?.details?.items ?? []) as NetworkItem[]).filter(
    (i) => i.resourceType === 'Script',
  );
  const beforeLcp = scripts.filter(
    (s) => observedLcpMs !== null && (s.networkEndTime ?? Infinity) <= observedLcpMs,
  );
  const sum = (items: NetworkItem[]) => items.reduce((total, i) => total + (i.transferSize ?? 0), 0);
  const perf = lhr.categories?.performance?.score;
  const a11y = lhr.categories?.accessibility;
  return {
    performance: typeof perf === 'number' ? Math.round(perf * 100) : null,
    accessibility: num(a11y?.score),
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    observedLcpMs,
    jsTransferBytes: sum(scripts),
    jsRequests: scripts.length,
    jsBeforeLcpTransferBytes: sum(beforeLcp),
    scriptUrls: scripts.map((s) => s.url),
    scriptUrlsBeforeLcp: beforeLcp.map((s) => s.url),
    failedAccessibilityAudits: (a11y?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}
