const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

/** Numeric parts only: their output is the same in every ICU version (server and browser render alike). */
const numericBerlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * "22. November 2026, 02:56 Uhr" in Berlin time. Month names come from a fixed list, so the server and every
 * browser produce the same text (no hydration mismatch). An unparsable date gives ''.
 */
export function formatGermanDate(iso: string, { withTime = true }: { withTime?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // formatted once: every server render of a page formats its dates
  const parts = numericBerlin.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const month = MONTHS[Number(part('month')) - 1] ?? '';
  const day = `${Number(part('day'))}. ${month} ${part('year')}`;
  return withTime ? `${day}, ${part('hour')}:${part('minute')} Uhr` : day;
}
