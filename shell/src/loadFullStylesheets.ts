import { pathsOf } from './pathsOf';

/**
 * The whole stylesheets of an island first view (ADR 0013): its inline `<style data-critical>` elements hold only
 * the rules its server markup uses (gateway criticalStyles), so what scripts add later (an opened menu, a pressed
 * button, the runtime's own views) needs the files the document names in `<html data-stylesheets>`. They load as
 * print stylesheets (not applied, lowest priority, no render blocking) and are applied together once all have
 * loaded, in the document's order, replacing the critical rules in one style change: the same rules, so nothing
 * moves. A file that fails leaves the critical rules in place. Runs once per document; a no-op elsewhere.
 */
export function loadFullStylesheets(doc: Document): void {
  const root = doc.documentElement;
  const hrefs = pathsOf(root.dataset.stylesheets);
  if (hrefs.length === 0) return;
  delete root.dataset.stylesheets;
  let pending = hrefs.length;
  let failed = false;
  const links = hrefs.map((href) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.media = 'print';
    const settle = (ok: boolean) => {
      failed ||= !ok;
      pending -= 1;
      if (pending > 0) return;
      for (const l of links) l.media = 'all';
      if (!failed) for (const style of doc.querySelectorAll('style[data-critical]')) style.remove();
    };
    link.onload = () => settle(true);
    link.onerror = () => settle(false);
    return link;
  });
  doc.head.append(...links);
}
