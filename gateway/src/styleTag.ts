import { escapeHtml } from '@news/contracts/escapeHtml';

/** A stylesheet of a build: its URL and its text, inlined into documents. */
export type Stylesheet = { href: string; text: string };

/**
 * The stylesheet as an inline `<style>`: no render-blocking request before the first paint. `data-href` names the
 * file, so the CSS chunk loader of a remote finds it and does not load the same file again; `</` cannot end the
 * element early (`<\/` means the same in CSS).
 */
export function styleTag({ href, text }: Stylesheet): string {
  return `<style data-href="${escapeHtml(href)}">${text.replace(/<\//g, '<\\/')}</style>`;
}
