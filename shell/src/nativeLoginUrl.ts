const dialogBase = '/__mein-portal/dialog-flow';

/**
 * The native login page (spec §1, §6: "Native app users go to the native login page"): the dialog flow's login
 * (or registration) page as a document of its own, with `isnative=1` and the path to return to in `redirect`.
 *
 * The shell leaves the page for it with a top-level navigation. The app's webview intercepts navigations to
 * this path (Android `shouldOverrideUrlLoading`, iOS `decidePolicyFor navigationAction`), shows its native
 * login and then loads `redirect` with the session cookies set. We use an https address of the site rather
 * than an app URL scheme on purpose: every webview can intercept it, and an app version that does not simply
 * shows the web login as a full page, which continues to `redirect` after the login (registration-state).
 */
export function nativeLoginUrl(screen: 'login' | 'registration', redirect: string): string {
  const params = new URLSearchParams({ isnative: '1', redirect });
  return `${dialogBase}/${screen}?${params.toString()}`;
}
