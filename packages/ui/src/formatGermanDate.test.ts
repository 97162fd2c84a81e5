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
});
