import type { Request } from 'express';
import { deviceOf } from './deviceOf';

const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const android =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** The parts of a request deviceOf reads: the URL with its query and the headers. */
function req(originalUrl: string, headers: Record<string, string>): Pick<Request, 'originalUrl' | 'get'> {
  const get = ((name: string) => headers[name.toLowerCase()]) as Request['get'];
  return { originalUrl, get };
}

describe('deviceOf', () => {
  it.each([
    ['a desktop browser', '/api/paywall/decision', {}, desktop, 'desktop'],
    ['no user agent', '/api/paywall/decision', {}, '', 'desktop'],
    ['an Android phone', '/api/paywall/decision', {}, android, 'mobile'],
    ['an iPhone', '/ein-artikel-42', {}, iphone, 'mobile'],
    ['the native app’s user agent', '/ein-artikel-42', {}, `${android} NewsNativeApp/5.2.1`, 'app'],
    ['the Flutter app’s user agent', '/ein-artikel-42', {}, `${iphone} NewsFlutterApp/2.0.0`, 'app'],
    ['a look-alike user agent token', '/ein-artikel-42', {}, `${android} FakeNewsNativeApp/5`, 'mobile'],
    ['isnative=1 in the query', '/ein-artikel-42?isnative=1', {}, desktop, 'app'],
    ['isflutter=1 among other parameters', '/ein-artikel-42?a=1&isflutter=1', {}, android, 'app'],
    ['isnative=0 in the query', '/ein-artikel-42?isnative=0', {}, android, 'mobile'],
    ['isnative=true (only 1 counts)', '/ein-artikel-42?isnative=true', {}, desktop, 'desktop'],
    ['the native app’s cookie', '/api/paywall/decision', { cookie: 'a=1; news_native=1' }, desktop, 'app'],
    [
      'a cookie that only starts alike',
      '/api/paywall/decision',
      { cookie: 'news_native=10' },
      android,
      'mobile',
    ],
  ])('%s', (_name, url, headers: Record<string, string>, userAgent, expected) => {
    expect(deviceOf(req(url, { ...headers, 'user-agent': userAgent }))).toBe(expected);
  });
});
