/** The page runs in the native app: `isnative=1` in the query, or the app's `news_native=1` cookie. */
export function isNativeApp(search: string, cookie: string): boolean {
  if (new URLSearchParams(search).get('isnative') === '1') return true;
  return cookie.split(';').some((part) => part.trim() === 'news_native=1');
}
