import { formatGermanDate } from './formatGermanDate';

describe('formatGermanDate', () => {
  it('formats in Berlin time with a German month name', () => {
    expect(formatGermanDate('2026-11-22T01:56:16.389Z')).toBe('22. November 2026, 02:56 Uhr');
  });
  it('follows summer time and midnight as 00', () => {
    expect(formatGermanDate('2026-07-03T22:05:00Z')).toBe('4. Juli 2026, 00:05 Uhr');
  });
  it('can leave out the time', () => {
    expect(formatGermanDate('2026-03-01T12:00:00Z', { withTime: false })).toBe('1. März 2026');
  });
  it('gives an empty text for an unparsable date', () => {
    expect(formatGermanDate('gestern')).toBe('');
  });
  it('switches to and from summer time at 01:00 UTC on the last Sundays of March and October', () => {
    expect(formatGermanDate('2026-03-29T00:59:00Z')).toBe('29. März 2026, 01:59 Uhr');
    expect(formatGermanDate('2026-03-29T01:00:00Z')).toBe('29. März 2026, 03:00 Uhr');
    expect(formatGermanDate('2026-10-25T00:59:00Z')).toBe('25. Oktober 2026, 02:59 Uhr');
    expect(formatGermanDate('2026-10-25T01:00:00Z')).toBe('25. Oktober 2026, 02:00 Uhr');
  });
  it('agrees with the time-zone database for Berlin on every date from 1950 to 2040', () => {
    // the zone database with ICU's German month names
    const reference = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const expected = (date: Date) => {
      const parts = reference.formatToParts(date);
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return `${part('day')}. ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} Uhr`;
    };
    const mismatches: string[] = [];
    // every 5 hours 17 minutes: all hours of the day and every transition day are met over the years
    for (let t = Date.UTC(1950, 0, 1); t < Date.UTC(2040, 0, 1); t += 317 * 60_000) {
      const date = new Date(t);
      if (formatGermanDate(date.toISOString()) !== expected(date)) mismatches.push(date.toISOString());
    }
    // and both sides of every switch
    for (let year = 1950; year < 2040; year++) {
      for (const month of [2, 3, 8, 9]) {
        for (let day = 1; day <= 31; day++) {
          for (const minute of [59, 60]) {
            const date = new Date(Date.UTC(year, month, day, 0, minute));
            if (date.getUTCMonth() !== month) continue;
            if (formatGermanDate(date.toISOString()) !== expected(date)) mismatches.push(date.toISOString());
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
