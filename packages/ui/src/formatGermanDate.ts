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

const HOUR = 3_600_000;

/** The last Sunday of `month` (0-based) of `year`, 01:00 UTC: when German summer time starts or ends. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Whether German summer time (UTC+2) applies at `utc`: since 1996 from the last Sunday of March to the last
 * Sunday of October, 1981–1995 to the last Sunday of September, 1980 from 6 April to 28 September, and not at all
 * from 1950 to 1979 (earlier dates are taken as standard time).
 */
function isSummerTime(utc: number): boolean {
  const year = new Date(utc).getUTCFullYear();
  if (year < 1980) return false;
  if (year === 1980) return utc >= Date.UTC(1980, 3, 6, 1) && utc < Date.UTC(1980, 8, 28, 1);
  return utc >= lastSundayOneUtc(year, 2) && utc < lastSundayOneUtc(year, year < 1996 ? 8 : 9);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * "22. November 2026, 02:56 Uhr" in Berlin time. Computed from the German summer-time rules instead of
 * Intl.DateTimeFormat: the server and every browser produce the same text (no hydration mismatch), and a page
 * does not pay for loading time-zone data before its first render. An unparsable date gives ''.
 */
export function formatGermanDate(iso: string, { withTime = true }: { withTime?: boolean } = {}): string {
  const utc = new Date(iso).getTime();
  if (Number.isNaN(utc)) return '';
  const berlin = new Date(utc + (isSummerTime(utc) ? 2 : 1) * HOUR);
  const day = `${berlin.getUTCDate()}. ${MONTHS[berlin.getUTCMonth()]} ${berlin.getUTCFullYear()}`;
  return withTime
    ? `${day}, ${twoDigits(berlin.getUTCHours())}:${twoDigits(berlin.getUTCMinutes())} Uhr`
    : day;
}
