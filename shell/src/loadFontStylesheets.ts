import { pathsOf } from './pathsOf';

/**
 * The stylesheets of font faces only that an island first view names in `<html data-font-stylesheets>` (its inline
 * faces are those its own text needs, gateway criticalStyles): loaded when the SPA runtime starts, so the pages it
 * shows have every face. Once per document; a no-op elsewhere.
 */
export function loadFontStylesheets(doc: Document): void {
  const root = doc.documentElement;
  const hrefs = pathsOf(root.dataset.fontStylesheets);
  delete root.dataset.fontStylesheets;
  for (const href of hrefs) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    doc.head.append(link);
  }
}
