import type { Mandator } from '@news/config/mandators';
import { escapeHtml } from '@news/contracts/escapeHtml';
import { UPSTREAM_RETRY_AFTER_SECONDS } from './upstream/sendUpstreamUnavailable';

const pages = new Map<string, string>();

/** The page's own style (allowed by its hash in the documents' policy, like theirs). */
export const unavailablePageStyle =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}' +
  'a{color:inherit}input,button{font:inherit;padding:.4rem}';

/**
 * The German error page (spec "Error page": status and message, a link back to /, a search form to /suche) of a
 * page whose data could not be fetched in time. Self-contained, so it needs neither the content service nor the
 * remotes; it reloads itself after the Retry-After time. Built once per brand.
 */
export function unavailablePage(mandator: Mandator): string {
  const cached = pages.get(mandator.id);
  if (cached) return cached;
  const brand = escapeHtml(mandator.name);
  const page =
    '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta http-equiv="refresh" content="${UPSTREAM_RETRY_AFTER_SECONDS}">` +
    '<meta name="robots" content="noindex">' +
    `<title>Seite vorübergehend nicht erreichbar – ${brand}</title>` +
    `<style>${unavailablePageStyle}</style></head><body>` +
    `<header><a href="/">${brand}</a></header>` +
    '<main><h1>503 – Seite vorübergehend nicht erreichbar</h1>' +
    '<p>Die Inhalte dieser Seite konnten gerade nicht geladen werden. Bitte versuchen Sie es in Kürze erneut; ' +
    'die Seite lädt sich gleich selbst neu.</p>' +
    '<p><a href="/">Zur Startseite</a></p>' +
    '<form role="search" action="/suche" method="get"><label for="unavailable-search">Suche</label> ' +
    '<input id="unavailable-search" type="search" name="q" required> <button type="submit">Suchen</button></form>' +
    '</main></body></html>';
  pages.set(mandator.id, page);
  return page;
}
