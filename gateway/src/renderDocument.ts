import type { Mandator } from '@news/config/mandators';
import { coerceSettings } from '@news/config/settings';
import type { DocumentState } from '@news/contracts/documentState';
import type { BreakingNews, SiteMetadata } from '@news/contracts/site';
import type { PageHead } from '@news/contracts/pageHead';
import { documentTitle, HEAD_TAG_ATTRIBUTE, headTags, type HeadTag } from '@news/contracts/headTags';
import { escapeHtml } from '@news/contracts/escapeHtml';
import { jsonForScript } from './jsonForScript';
import { brandTokensStyle, breakingNewsStyle } from './documentStyles';
import { inlineStyleText, styleTag, type Stylesheet } from './styleTag';
import { criticalStyles, markupUse, type CriticalStyles, type MarkupUse } from './criticalStyles';
import { cspHashSource } from './cspHashSource';
import { consentLayerStyle, consentPendingScript } from './consentPendingScript';
import { readerPreferencesScript } from './readerPreferencesScript';
import { ENTRIES_ATTRIBUTE, entryLoaderScript, PRELOAD_ATTRIBUTE } from './entryLoaderScript';
import { SETTINGS_HASH } from '@news/contracts/consentSettingsLink';
import type { FirstView } from './firstViewOf';

export type DocumentParts = {
  mandator: Mandator;
  site: SiteMetadata | null;
  title: string;
  description: string;
  canonicalUrl: string;
  layout: string;
  showProgressBar: boolean;
  showUtilityBar: boolean;
  /** The shell's builds (LocalBuild `shell`): the first-view entry with its stylesheet and fonts, the federated entry. */
  shellAssets: { js: string[]; css: Stylesheet[]; fonts: string[]; app: string[]; preload: string[] };
  remoteAssets: { css: Stylesheet[]; preload: string[] };
  /** The remote whose slot carries server-rendered markup, if any. */
  ssrRemote?: string;
  /**
   * `islands` (ADR 0013): the shell starts without its SPA runtime, so the document preloads none of it (the
   * runtime's files load on the reader's intent); `app` or unset: the runtime's startup files are preloaded.
   */
  firstView?: FirstView;
  /** mf-consent's first layer, server-rendered: shown by the document's inline script until the reader chooses. */
  consentLayerHtml?: string;
  /** Canonical, Open Graph, robots, feed and JSON-LD of a server-rendered page; paths are made absolute with `origin`. */
  head?: PageHead;
  origin: string;
  state: DocumentState;
};

const slots = ['mf-articles', 'mf-portal', 'mf-dialog-flow'];

const menu = (items: { label: string; path: string }[] | undefined) =>
  (items ?? [])
    .map((item) => `<li><a href="${escapeHtml(item.path)}">${escapeHtml(item.label)}</a></li>`)
    .join('');

/**
 * The breaking-news banner (spec §3 `showBreakingNews`, badge Eilmeldung) under the header of the default layout,
 * server-rendered so nothing moves when the page starts. The reader's dismissal of this id hides it before the
 * first paint (readerPreferencesScript sets the attribute, `breakingNewsStyle` matches it); the shell's
 * startBreakingNews wires the close button.
 */
const breakingNewsBanner = (news: BreakingNews) =>
  `<aside class="shell-breaking" aria-labelledby="shell-breaking-badge" data-breaking-id="${news.id}">` +
  `<span id="shell-breaking-badge" class="shell-breaking__badge">Eilmeldung</span>` +
  `<a class="shell-breaking__link" href="${escapeHtml(news.path)}">${escapeHtml(news.title)}</a>` +
  `<button type="button" class="shell-breaking__close" aria-label="Eilmeldung ausblenden">×</button></aside>`;

/** The header's brand link; in the rainbow variant where the brand's setting xp_lgbtqi_logo_enabled is on. */
const brandClass = (mandator: Mandator) =>
  coerceSettings(mandator.settings).xp_lgbtqi_logo_enabled
    ? 'shell-brand shell-brand--xp-lgbtqi'
    : 'shell-brand';

/** A page-dependent head tag as HTML, marked so that client-side navigation can replace it. */
function renderHeadTag(t: HeadTag): string {
  const attrs = Object.entries(t.attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const open = `<${t.tag}${attrs} ${HEAD_TAG_ATTRIBUTE}>`;
  return t.tag === 'script' ? `${open}${jsonForScript(t.json)}</script>` : open;
}

/** The header menu's display settings (shell/src/startReaderPreferences.ts keeps them and marks the current ones). */
const readerPreferencesControls =
  `<fieldset class="shell-preferences"><legend>Farbmodus</legend>` +
  [
    ['system', 'System'],
    ['light', 'Hell'],
    ['dark', 'Dunkel'],
  ]
    .map(
      ([value, label]) => `<label><input type="radio" name="color-mode" value="${value}"> ${label}</label>`,
    )
    .join('') +
  `</fieldset><fieldset class="shell-preferences"><legend>Schriftgröße</legend>` +
  `<button type="button" data-font-size-step="-1" aria-label="Schrift kleiner">A−</button>` +
  `<output class="shell-font-size" aria-live="polite">112,5 %</output>` +
  `<button type="button" data-font-size-step="1" aria-label="Schrift größer">A+</button></fieldset>`;

/**
 * The scripts of a document, decided here only (ADR 0013, ADR 0004): `entry`, the shell's first-view entry, the one
 * script every document runs; `app`, the federated entry's scripts, which that entry injects when the SPA runtime
 * starts (the document names them, from the build, in `<html data-app-scripts>`); `preload`, in app mode, those
 * scripts, their startup chunks and the server-rendered remote's ./app, fetched in parallel (no remote waterfall).
 * An island first view preloads none of them: they load on the reader's intent, when the first-view entry preloads
 * `onIntent` (the startup chunks and the remote's files, `<html data-app-preload>`) beside the entry it injects.
 */
export function documentScripts(p: Pick<DocumentParts, 'shellAssets' | 'remoteAssets' | 'firstView'>): {
  entry: string[];
  app: string[];
  preload: string[];
  onIntent: string[];
} {
  const { js, app, preload } = p.shellAssets;
  const startup = [...preload, ...p.remoteAssets.preload];
  const islands = p.firstView === 'islands';
  return {
    entry: js,
    app,
    preload: islands ? [] : [...app, ...startup],
    onIntent: islands ? startup : [],
  };
}

/**
 * A document's inline styles: its `<style>` elements and their texts; on an island view the files the shell loads
 * later: `files` once the page has painted, `fontFiles` (stylesheets of font faces only) when the runtime starts.
 */
export type InlineStyles = {
  /** The `<style>` of the document's own rule sets (and an island view's faces), early in the head. */
  own: string;
  /** The `<style>` elements of the stylesheets, after the font preloads, so those are found first. */
  sheets: string;
  texts: string[];
  files: string[];
  fontFiles: string[];
};

const breakingNewsOf = (p: DocumentParts) => (p.layout === 'default' ? (p.site?.breakingNews ?? null) : null);

/**
 * The inline styles of a document: the first paint waits for no stylesheet request. Its own rule sets (the brand's
 * tokens, the breaking-news and consent-layer rules), then its stylesheets. Without `use`, each on its own and the
 * stylesheets whole, each marked with its file (data-href) so a remote's CSS loader does not load it again (the
 * runtime still loads a remote's ./app stylesheet as a file when it starts, preloaded in app mode so that costs no
 * round trip then); the brand's policy allows each text (createDocumentStyleTexts). With `use` (an island first
 * view, what its markup uses, criticalStyles): one element of its own rule sets and the font faces its characters
 * need, kept for good, and one, marked data-critical, of the rules it needs from the stylesheets, which the shell
 * replaces with the files once the page has painted (loadFullStylesheets); its own policy allows both. The faces
 * are never replaced: faces added to a painted page make the browser lay out all its text again (110–160 ms at 4x
 * CPU on the home page); stylesheets of faces only load once the runtime has mounted its first route, on idle, for
 * the pages it shows (loadFederatedApp).
 */
export function inlineStyles(p: DocumentParts, use?: MarkupUse): InlineStyles {
  const own = [
    brandTokensStyle(p.mandator),
    ...(breakingNewsOf(p) ? [breakingNewsStyle] : []),
    ...(p.consentLayerHtml ? [consentLayerStyle] : []),
  ];
  const sheets = [...p.shellAssets.css, ...p.remoteAssets.css];
  if (!use)
    return {
      own: own.map((text) => `<style>${text}</style>`).join(''),
      sheets: sheets.map(styleTag).join(''),
      texts: [...own, ...sheets.map(inlineStyleText)],
      files: [],
      fontFiles: [],
    };
  const critical = criticalStyles(sheets.map(inlineStyleText), use);
  const kept = [...own, ...critical.map((c) => c.faces)].join('');
  const rules = critical.map((c) => c.rules).join('');
  const hrefs = (keep: (c: CriticalStyles) => boolean) =>
    sheets.filter((_, i) => keep(critical[i]!)).map((sheet) => sheet.href);
  return {
    own: `<style>${kept}</style>`,
    sheets: rules ? `<style data-critical>${rules}</style>` : '',
    texts: rules ? [kept, rules] : [kept],
    files: hrefs((c) => !c.onlyFaces),
    // for the faces this document's text did not need
    fontFiles: hrefs((c) => c.onlyFaces && !c.allFaces),
  };
}

/**
 * The whole document around the server-rendered slot's HTML (`body`). An island first view inlines only the style
 * rules its markup uses, so its policy allows exactly its own inline styles (`styleSources`, hashes for style-src);
 * other documents carry the whole stylesheets, which the brand's policy allows (createDocumentStyleTexts).
 */
export function documentHtml(p: DocumentParts, body: string): { html: string; styleSources?: string[] } {
  const tail = documentTail(p);
  if (p.firstView !== 'islands') return { html: documentHead(p) + body + tail };
  const none: InlineStyles = { own: '', sheets: '', texts: [], files: [], fontFiles: [] };
  const styles = inlineStyles(p, markupUse(documentHead(p, none) + body + tail));
  return {
    html: documentHead(p, styles) + body + tail,
    styleSources: styles.texts.map(cspHashSource),
  };
}

/** Everything up to the opening tag of the server-rendered slot: the remote's HTML follows it (documentHtml). */
export function documentHead(p: DocumentParts, styles: InlineStyles = inlineStyles(p)): string {
  const tags = headTags({
    title: p.title,
    description: p.description,
    siteName: p.mandator.name,
    origin: p.origin,
    path: new URL(p.canonicalUrl).pathname,
    head: p.head,
  });
  const preloadStyle = (href: string) =>
    `<link rel="preload" as="style" href="${escapeHtml(href)}" fetchpriority="low">`;
  const islands = p.firstView === 'islands';
  const scripts = documentScripts(p);
  const links = [
    // The brand fonts the first paint uses (spec §1: six preloaded); fonts are fetched anonymously (CORS mode).
    // At the default (high) priority: at low priority they arrived after the first paint and their swap moved
    // text by a fraction of a pixel (CLS 0.0004; B2 asks for 0 with web fonts).
    ...p.shellAssets.fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin>`,
    ),
    styles.sheets,
    ...(islands ? [] : p.remoteAssets.css.map(({ href }) => preloadStyle(href))),
  ].join('');
  // The entry scripts (documentScripts), and in app mode the federated entry, the shell's startup chunks and the
  // server-rendered remote's ./app (fetched in parallel, no remote waterfall), preloaded by the inline loader
  // script (a preload link in the markup is refused under 'strict-dynamic'), which starts the entries once the
  // document has been parsed. Low priority, like a deferred entry: the server-rendered page paints without them, so they
  // never compete with the document's text and lead image. An island first view preloads none of the runtime.
  const list = (hrefs: string[]) => escapeHtml(hrefs.join(' '));
  const entryScripts =
    `<script ${ENTRIES_ATTRIBUTE}="${list(scripts.entry)}"` +
    (scripts.preload.length > 0 ? ` ${PRELOAD_ATTRIBUTE}="${list(scripts.preload)}"` : '') +
    `>${entryLoaderScript}</script>`;
  const breakingNews = breakingNewsOf(p);
  const main = slots
    .filter((s) => s !== p.ssrRemote)
    .map((s) => `<div id="slot-${s}" class="shell-slot"></div>`)
    .join('');
  return (
    `<!doctype html><html lang="de"${islands ? ' data-first-view="islands"' : ''}` +
    // the federated entry's scripts, which the first-view entry injects when the SPA runtime starts
    ` data-app-scripts="${escapeHtml(scripts.app.join(' '))}"` +
    (scripts.onIntent.length > 0 ? ` data-app-preload="${escapeHtml(scripts.onIntent.join(' '))}"` : '') +
    // the whole stylesheets of a document that inlines only the rules it uses (loadFullStylesheets)
    (styles.files.length > 0 ? ` data-stylesheets="${escapeHtml(styles.files.join(' '))}"` : '') +
    (styles.fontFiles.length > 0
      ? ` data-font-stylesheets="${escapeHtml(styles.fontFiles.join(' '))}"`
      : '') +
    `><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(documentTitle(p.title, p.mandator.name))}</title>` +
    tags.map(renderHeadTag).join('') +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    `<link rel="manifest" href="/manifest.webmanifest">` +
    `<link rel="apple-touch-icon" href="/icons/icon-192.png">` +
    `<meta name="theme-color" content="${escapeHtml(p.mandator.colors.primary)}">` +
    (breakingNews ? `<meta name="breaking-news" content="${breakingNews.id}">` : '') +
    `<script>${readerPreferencesScript}</script>` +
    // each <style> allowed by its hash (inlineStyles)
    styles.own +
    (p.consentLayerHtml ? `<script>${consentPendingScript}</script>` : '') +
    `${links}${entryScripts}</head>` +
    `<body data-layout="${escapeHtml(p.layout)}" data-progress-bar="${p.showProgressBar}" data-utility-bar="${p.showUtilityBar}">` +
    `<a class="shell-skip-link" href="#app-main">Zum Inhalt springen</a>` +
    // Fixed to the viewport bottom, so its place in the document only decides the reading order: the consent layer
    // comes right after the skip link, and it paints with the page's first bytes.
    (p.consentLayerHtml
      ? `<div id="slot-mf-consent" class="shell-slot" data-ssr="true">${p.consentLayerHtml}</div>`
      : `<div id="slot-mf-consent" class="shell-slot"></div>`) +
    `<div class="shell-utility-bar"><ul>${menu(p.site?.menuHandles.utilityBar)}</ul></div>` +
    `<header class="shell-header"><div class="shell-header__inner">` +
    `<button type="button" class="shell-menu-button" aria-expanded="false" aria-controls="shell-sidebar">Menü</button>` +
    `<a class="${brandClass(p.mandator)}" href="/">${escapeHtml(p.mandator.name)}</a>` +
    `<nav class="shell-nav" aria-label="Hauptnavigation"><ul>${menu(p.site?.menuHandles.main)}</ul></nav>` +
    // the reader's controls (coins, Merkliste, name, Abmelden) fill this area after the start: it keeps its size,
    // so the header does not change its height or wrap when they come
    `<div class="shell-account-area"><a class="shell-account" href="/account">Mein Konto</a></div>` +
    `</div></header>` +
    (breakingNews ? breakingNewsBanner(breakingNews) : '') +
    `<nav id="shell-sidebar" class="shell-sidebar" aria-label="Menü" hidden>` +
    `<button type="button" class="shell-sidebar__close">Menü schließen</button>` +
    readerPreferencesControls +
    `<ul>${menu(p.site?.menuHandles.main)}${menu(p.site?.menuHandles.hotTopics)}</ul></nav>` +
    `<div class="shell-progress" aria-hidden="true"></div>` +
    `<main id="app-main" class="shell-main" tabindex="-1">${main}` +
    (p.ssrRemote ? `<div id="slot-${p.ssrRemote}" class="shell-slot" data-ssr="true">` : '')
  );
}

/**
 * The footer links that reopen the consent settings (spec §4) and that reject all consents (a link to the brand's
 * consent page, spec §2: the shell rejects and reloads), where the consent management runs: brands with it,
 * outside the dialog layout (which loads none).
 */
const consentSettingsLink = (p: DocumentParts) =>
  p.state.consentManagement && p.layout !== 'mein-dialog-flow'
    ? `<li><a href="#${SETTINGS_HASH}">Datenschutz-Einstellungen</a></li>` +
      `<li><a href="${escapeHtml(p.mandator.consentPageUrl)}">Alle Einwilligungen widerrufen</a></li>`
    : '';

/** Everything after the server-rendered slot. */
export function documentTail(p: DocumentParts): string {
  const year = new Date().getFullYear();
  return (
    (p.ssrRemote ? '</div>' : '') +
    `</main><footer class="shell-footer"><nav aria-label="Rechtliches"><ul>${menu(p.site?.menuHandles.legal)}${consentSettingsLink(p)}</ul></nav>` +
    `<p>© ${year} ${escapeHtml(p.mandator.name)}</p></footer>` +
    `<script id="__NEWS_STATE__" type="application/json">${jsonForScript(p.state)}</script>` +
    `</body></html>`
  );
}
