/** A path of this site: starts with one slash (not a protocol-relative '//host'), no whitespace or backslash. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * Where the error page returns to once the connection is back (spec §2): the error's url, else the path part of
 * its message ("Seite nicht gefunden: /lokales?x=1" → '/lokales?x=1'), else '/'. Only paths of this site, so an error
 * text can never send the reader elsewhere.
 */
export function failedPageAddress({
  url,
  message,
}: {
  url?: string | undefined;
  message?: string | undefined;
}): string {
  if (url !== undefined && SITE_PATH.test(url)) return url;
  const fromMessage = message?.split(/\s+/).find((part) => SITE_PATH.test(part));
  return fromMessage ?? '/';
}
