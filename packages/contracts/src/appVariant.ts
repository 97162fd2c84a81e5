/**
 * The native app variants of spec §1 and the app config of spec §3 (`isApp`, `isNativeApp`, `isFlutterApp`).
 * The apps show the site in a web view and mark it in its user agent (`NewsNativeApp/{version}` for the native
 * iOS and Android app, `NewsFlutterApp/{version}` for the Flutter app) or, where the app cannot change the user
 * agent, in the query (`isnative=1`, `isflutter=1`) or with the native app's cookie `news_native=1`.
 * The two apps are exclusive (the Flutter app wins); `isApp` is either one, and the rules for app readers
 * (no consent layer, the native login page, target blank to the system browser) follow `isApp`.
 */
export type AppVariant = { isApp: boolean; isNativeApp: boolean; isFlutterApp: boolean };

export type AppVariantSource = { search: string; cookie: string; userAgent: string };

export const NATIVE_USER_AGENT = /(?:^|\s)NewsNativeApp\/\d/;
export const FLUTTER_USER_AGENT = /(?:^|\s)NewsFlutterApp\/\d/;
/** The query parameters that mark an app (either one). */
export const APP_QUERY = /[?&]is(?:native|flutter)=1(?:&|$)/;

const hasCookie = (cookie: string, pair: string) => cookie.split(';').some((part) => part.trim() === pair);

export function appVariant({ search, cookie, userAgent }: AppVariantSource): AppVariant {
  const query = new URLSearchParams(search);
  const isFlutterApp = query.get('isflutter') === '1' || FLUTTER_USER_AGENT.test(userAgent);
  const isNativeApp =
    !isFlutterApp &&
    (query.get('isnative') === '1' ||
      hasCookie(cookie, 'news_native=1') ||
      NATIVE_USER_AGENT.test(userAgent));
  return { isApp: isNativeApp || isFlutterApp, isNativeApp, isFlutterApp };
}
