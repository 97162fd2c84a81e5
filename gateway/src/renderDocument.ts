import type { Mandator } from '@news/config/mandators';
import type { DocumentState } from '@news/contracts/documentState';
import type { SiteMetadata } from '@news/contracts/site';
import type { PageHead } from '@news/contracts/pageHead';
import { escapeHtml, jsonForScript } from './escapeHtml';

export type DocumentParts = {
  mandator: Mandator;
  site: SiteMetadata | null;
  title: string;
  description: string;
  canonicalUrl: string;
  layout: string;
  showProgressBar: boolean;
  showUtilityBar: boolean;
  shellAssets: { js: string[]; css: string[] };
  remoteAssets: { css: string[]; preload: string[] };
  /** The remote whose slot carries server-rendered markup, if any. */
  ssrRemote?: string;
  /** Open Graph, robots and JSON-LD of a server-rendered page; its paths are made absolute with `origin`. */
  head?: PageHead;
  origin: string;
  state: DocumentState;
};

const slots = ['mf-articles', 'mf-portal', 'mf-dialog-flow'];

const menu = (items: { label: string; path: string }[] | undefined) =>
  (items ?? [])
    .map((item) => `<li><a href="${escapeHtml(item.path)}">${escapeHtml(item.label)}</a></li>`)
    .join('');

function tokens(mandator: Mandator): string {
  const c = mandator.colors;
  return `:root{--color-primary:${c.primary};--color-primary-contrast:${c.primaryContrast};--color-accent:${c.accent};--color-accent-contrast:${c.accentContrast}}`;
}

const urlKeys = new Set(['image', 'url', '@id', 'logo', 'contentUrl', 'thumbnailUrl', 'mainEntityOfPage']);

/** JSON-LD with the absolute paths of URL-valued properties turned into absolute URLs. */
export function absolutizeJsonLd(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') return urlKeys.has(key) && /^\/(?!\/)/.test(value) ? origin + value : value;
  if (Array.isArray(value)) return value.map((v) => absolutizeJsonLd(v, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolutizeJsonLd(v, origin, k)]));
  }
  return value;
}

function headMeta(p: DocumentParts, fullTitle: string): string {
  const head = p.head;
  const url = p.origin + (head?.canonicalPath ?? new URL(p.canonicalUrl).pathname);
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}">`;
  return (
    `<link rel="canonical" href="${escapeHtml(url)}">` +
    meta('og:site_name', p.mandator.name) +
    meta('og:locale', 'de_DE') +
    meta('og:type', head?.ogType ?? 'website') +
    meta('og:title', fullTitle) +
    meta('og:description', p.description) +
    meta('og:url', url) +
    (head?.ogImage ? meta('og:image', p.origin + head.ogImage) : '') +
    `<meta name="twitter:card" content="${head?.ogImage ? 'summary_large_image' : 'summary'}">` +
    (head?.robots ? `<meta name="robots" content="${head.robots}">` : '') +
    (head?.jsonLd
      ? `<script type="application/ld+json">${jsonForScript(absolutizeJsonLd(head.jsonLd, p.origin))}</script>`
      : '')
  );
}

/** Everything up to the opening tag of the server-rendered slot: the gateway streams the remote's HTML after it. */
export function documentHead(p: DocumentParts): string {
  const fullTitle = p.title === p.mandator.name ? p.title : `${p.title} | ${p.mandator.name}`;
  const links = [
    ...p.shellAssets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...p.remoteAssets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...p.remoteAssets.preload.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`),
    ...p.shellAssets.js.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
  ].join('');
  const main = slots
    .filter((s) => s !== p.ssrRemote)
    .map((s) => `<div id="slot-${s}" class="shell-slot"></div>`)
    .join('');
  return (
    `<!doctype html><html lang="de"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(fullTitle)}</title>` +
    `<meta name="description" content="${escapeHtml(p.description)}">` +
    headMeta(p, fullTitle) +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    `<meta name="theme-color" content="${escapeHtml(p.mandator.colors.primary)}">` +
    `<style>${tokens(p.mandator)}</style>${links}</head>` +
    `<body data-layout="${escapeHtml(p.layout)}" data-progress-bar="${p.showProgressBar}" data-utility-bar="${p.showUtilityBar}">` +
    `<a class="shell-skip-link" href="#app-main">Zum Inhalt springen</a>` +
    `<div class="shell-utility-bar"><ul>${menu(p.site?.menuHandles.utilityBar)}</ul></div>` +
    `<header class="shell-header"><div class="shell-header__inner">` +
    `<a class="shell-brand" href="/">${escapeHtml(p.mandator.name)}</a>` +
    `<nav class="shell-nav" aria-label="Hauptnavigation"><ul>${menu(p.site?.menuHandles.main)}</ul></nav>` +
    `<a class="shell-account" href="/account">Mein Konto</a>` +
    `</div></header><div class="shell-progress" aria-hidden="true"></div>` +
    `<main id="app-main" class="shell-main" tabindex="-1">${main}` +
    (p.ssrRemote ? `<div id="slot-${p.ssrRemote}" class="shell-slot" data-ssr="true">` : '')
  );
}

/** Everything after the server-rendered slot. */
export function documentTail(p: DocumentParts): string {
  const year = new Date().getFullYear();
  return (
    (p.ssrRemote ? '</div>' : '') +
    `</main><footer class="shell-footer"><nav aria-label="Rechtliches"><ul>${menu(p.site?.menuHandles.legal)}</ul></nav>` +
    `<p>© ${year} ${escapeHtml(p.mandator.name)}</p></footer>` +
    `<div id="slot-mf-consent" class="shell-slot"></div>` +
    `<script id="__NEWS_STATE__" type="application/json">${jsonForScript(p.state)}</script>` +
    `</body></html>`
  );
}
