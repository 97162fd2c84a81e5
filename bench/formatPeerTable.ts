import { formatNumber } from './formatTable';
import type { PageMedians } from './lighthouseMedians';

export type MeasuredPage = { label: string; url: string; medians: PageMedians };

const columns: [string, (m: PageMedians) => number | null][] = [
  ['score', (m) => m.performance],
  ['LCP ms', (m) => m.lcpMs],
  ['FCP ms', (m) => m.fcpMs],
  ['TBT ms', (m) => m.tbtMs],
  ['CLS', (m) => m.cls],
  ['a11y', (m) => m.accessibility],
  ['JS KB', (m) => m.jsTransferKb],
  ['JS req', (m) => m.jsRequests],
];

/**
 * Our pages and the peer's (`--peer URL`) side by side, measured in the same run with the same Lighthouse settings
 * (medians; "JS KB" as transferred).
 */
export function formatPeerTable(pages: readonly MeasuredPage[]): string {
  const header = ['page', ...columns.map(([name]) => name), 'runs'];
  const rows = pages.map((p) => [
    p.label,
    ...columns.map(([, pick]) => formatNumber(pick(p.medians))),
    String(p.medians.runs),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}
