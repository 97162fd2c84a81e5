import type { Mandator } from '@news/config/mandators';
import { escapeHtml } from '@news/contracts/escapeHtml';
import { cspHashSource } from '../cspHashSource';

export const OFFLINE_PAGE_PATH = '/offline.html';
export const OFFLINE_SCRIPT_PATH = '/offline.js';
/** Seconds from the connection's return to reloading the page that failed (spec §2 "Error page"). */
export const OFFLINE_RELOAD_SECONDS = 5;

const offlineStyle =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;' +
  'color:#1a1a1a;background:#fff}a{color:inherit}' +
  '@media (prefers-color-scheme:dark){body{color:#f0f0f0;background:#121212}}';

/** The offline page's own script from this site, its stylesheet by its hash (no 'unsafe-inline'). */
export const offlinePageCsp = `default-src 'self'; style-src ${cspHashSource(offlineStyle)}; object-src 'none'`;

/**
 * The German page the service worker shows for a navigation that fails offline and that it has no copy of. The
 * service worker answers at the failed URL, so reloading it (offlineScript, after the countdown once the
 * connection is back) leads to the page the reader wanted.
 */
export function offlinePage(mandator: Mandator): string {
  const brand = escapeHtml(mandator.name);
  return (
    '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>Keine Internetverbindung – ${brand}</title>` +
    `<meta name="theme-color" content="${escapeHtml(mandator.colors.primary)}">` +
    `<style>${offlineStyle}</style>` +
    `<script defer src="${OFFLINE_SCRIPT_PATH}"></script></head><body>` +
    `<header><a href="/">${brand}</a></header>` +
    '<main><h1>Keine Internetverbindung</h1>' +
    '<p>Sie sind offline. Diese Seite ist noch nicht auf Ihrem Gerät gespeichert. Sobald die Verbindung ' +
    'wieder besteht, lädt sie sich von selbst.</p>' +
    '<p id="offline-countdown" role="status" aria-live="polite"></p>' +
    '<p><a href="/">Zur Startseite</a></p></main></body></html>'
  );
}

/** The offline page's script: back online → a countdown from 5 seconds → the failed page again. */
export const offlineScript = `(function(){var el=document.getElementById('offline-countdown');var timer;
function start(){if(timer)return;var left=${OFFLINE_RELOAD_SECONDS};
var tick=function(){if(left<=0){clearInterval(timer);location.reload();return;}
el.textContent='Verbindung wiederhergestellt – die Seite lädt in '+left+' Sekunde'+(left===1?'':'n')+' neu.';left-=1;};
tick();timer=setInterval(tick,1000);}
window.addEventListener('online',start);window.addEventListener('offline',function(){clearInterval(timer);timer=undefined;el.textContent='';});
})();`;
