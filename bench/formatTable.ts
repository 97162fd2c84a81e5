import type { Check } from './benchCheck';

/** Shortest readable form of a number: integers as is, small values with up to 3 significant digits. */
export function formatNumber(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '-';
  if (Number.isInteger(value)) return String(value);
  const abs = Math.abs(value);
  if (abs >= 100) return value.toFixed(0);
  if (abs >= 10) return value.toFixed(1);
  if (abs >= 0.1) return value.toFixed(2);
  return value.toPrecision(2);
}

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const verdict = (met: boolean | null) => (met === null ? 'n/a' : met ? 'ok' : 'MISS');

/** The checks as a plain-text table: id, subject, metric, target, measured, ratio (measured / target), verdict. */
export function formatTable(checks: readonly Check[]): string {
  const header = ['id', 'subject', 'metric', 'target', 'measured', 'ratio', 'ok'];
  const rows = checks.map((c) => [
    c.id,
    c.subject,
    c.metric,
    `${c.op} ${formatNumber(c.target)} ${c.unit}`.trimEnd(),
    c.measured === null
      ? `- (${shorten(c.note ?? 'not measured', 60)})`
      : `${formatNumber(c.measured)} ${c.unit}`.trimEnd(),
    c.ratio === null ? '-' : c.ratio.toFixed(2),
    verdict(c.met),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 4 || i === 5 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}
