import { isGoogleLinkingContext } from './isGoogleLinkingContext';

const now = Date.parse('2026-11-25T12:00:00Z');
const inAnHour = Math.floor(now / 1000 + 3600).toString(16);
const anHourAgo = Math.floor(now / 1000 - 3600).toString(16);
const params = (ts: string) => ({ gaa_at: 'g', gaa_n: 'nonce', gaa_sig: 'sig', gaa_ts: ts });

describe('isGoogleLinkingContext', () => {
  it.each([
    ['https://www.google.com/', inAnHour, true],
    ['https://www.google.de/search?q=rheinau', inAnHour, true],
    ['https://google.co.uk/', inAnHour, true],
    ['https://www.google.com.au/', inAnHour, true],
    ['https://news.google.com/articles/x', inAnHour, true],
    ['https://www.google.de/', anHourAgo, false],
    ['http://www.google.de/', inAnHour, false],
    ['https://www.google.de.example.com/', inAnHour, false],
    ['https://evilgoogle.com/', inAnHour, false],
    ['https://www.google.de:8443/', inAnHour, false],
    ['https://www.bing.com/', inAnHour, false],
    ['', inAnHour, false],
    ['not a url', inAnHour, false],
  ])('referrer %p, gaa_ts %p: %p', (referrer, ts, expected) => {
    expect(isGoogleLinkingContext({ params: params(ts), referrer }, now)).toBe(expected);
  });
});
