import { appVariant } from './appVariant';

const browser =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const none = { isApp: false, isNativeApp: false, isFlutterApp: false };
const native = { isApp: true, isNativeApp: true, isFlutterApp: false };
const flutter = { isApp: true, isNativeApp: false, isFlutterApp: true };

describe('appVariant', () => {
  it.each([
    ['a browser', '', '', browser, none],
    ['isnative=1 in the query', '?isnative=1', '', browser, native],
    ['isnative=0 in the query', '?isnative=0', '', browser, none],
    ['isnative=true (only 1 counts)', '?isnative=true', '', browser, none],
    ['the native cookie', '', 'a=1; news_native=1', browser, native],
    ['a cookie that only starts alike', '', 'news_native=10', browser, none],
    ['the native app’s user agent', '', '', `${browser} NewsNativeApp/5.2.1`, native],
    ['the token inside another word', '', '', `${browser} FakeNewsNativeApp/5`, none],
    ['the token without a version', '', '', `${browser} NewsNativeApp`, none],
    ['isflutter=1 in the query', '?isflutter=1', '', browser, flutter],
    ['the Flutter app’s user agent', '', '', `${browser} NewsFlutterApp/2.0.0`, flutter],
    ['the Flutter app with isnative=1', '?isnative=1', '', `${browser} NewsFlutterApp/2.0.0`, flutter],
    ['the Flutter query with the native cookie', '?isflutter=1', 'news_native=1', browser, flutter],
  ])('%s', (_name, search, cookie, userAgent, expected) => {
    expect(appVariant({ search, cookie, userAgent })).toEqual(expected);
  });
});
