import { escapeHtml } from '@news/contracts/escapeHtml';

/** A stylesheet of a build: its URL and its text, inlined into documents. */
export type Stylesheet = { href: string; text: string };

/** `url(...)`s relative to the file (fonts, images next to it): absolute paths, as they must be once inlined. */
const relativeUrl = /url\((['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")]+)\1\)/gi;

const inlined = new WeakMap<Stylesheet, string>();

/**
 * The stylesheet's text as it is inlined: a relative `url()` resolved against the file's address, and `</` written
 * `<\/` (the same in CSS), so it cannot end the element early. Its hash allows it in the policy (style-src).
 * Made once per stylesheet of a build.
 */
export function inlineStyleText(sheet: Stylesheet): string {
  let text = inlined.get(sheet);
  if (text === undefined) {
    text = resolveStyleText(sheet);
    inlined.set(sheet, text);
  }
  return text;
}

function resolveStyleText({ href, text }: Stylesheet): string {
  const local = 'http://local.invalid';
  const base = new URL(href, local);
  const css = text.replace(relativeUrl, (_, quote: string, url: string) => {
    const resolved = new URL(url, base);
    const address = resolved.origin === local ? resolved.href.slice(local.length) : resolved.href;
    return `url(${quote}${address}${quote})`;
  });
  return css.replace(/<\//g, '<\\/');
}

/**
 * The stylesheet as an inline `<style>`: no render-blocking request before the first paint. `data-href` names the
 * file, so the CSS chunk loader of a remote finds it and does not load the same file again.
 */
export function styleTag(sheet: Stylesheet): string {
  return `<style data-href="${escapeHtml(sheet.href)}">${inlineStyleText(sheet)}</style>`;
}
