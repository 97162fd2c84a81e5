import type { LighthouseSummary } from './lighthouseSummary';
import { median } from './median';

/** The median of each Lighthouse figure over several runs of one page: what the bench compares and reports. */
export type PageMedians = {
  runs: number;
  performance: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  accessibility: number | null;
  jsTransferKb: number | null;
  jsRequests: number | null;
};

const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

export function lighthouseMedians(summaries: readonly LighthouseSummary[]): PageMedians {
  const med = (pick: (s: LighthouseSummary) => number | null) =>
    median(summaries.map(pick).filter((v): v is number => v !== null));
  const jsBytes = med((s) => s.jsTransferBytes);
  return {
    runs: summaries.length,
    performance: med((s) => s.performance),
    lcpMs: med((s) => s.lcpMs),
    fcpMs: med((s) => s.fcpMs),
    tbtMs: med((s) => s.tbtMs),
    cls: med((s) => s.cls),
    accessibility: med((s) => s.accessibility),
    jsTransferKb: round1(jsBytes === null ? null : jsBytes / 1024),
    jsRequests: med((s) => s.jsRequests),
  };
}
