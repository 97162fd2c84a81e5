/**
 * How the browser starts a server-rendered page (ADR 0013): `islands` — the server HTML stays static and the shell
 * loads the SPA runtime (single-spa, router, federation runtime, the page remote) only on a reader's intent, on
 * idle when a feature needs it; `app` — the runtime starts right away and hydrates the page, as before.
 *
 * Islands for now: the home page, a channel (ressort) page, a free article with no gift token, and the anonymous
 * document of a paywalled plus article whose paywall box the server rendered (`paywallRendered`: its templates
 * are links; a reader with a session gets the runtime on idle, whose parcel decides for them). Their only controls
 * are links (teasers, section headers, sub-channels, pagination, the ad slots' house offer, the paywall's offers)
 * and, on an article, mf-articles' buttons, whose clicks the shell holds and replays. Every other screen, a gift
 * link, and a plus article whose paywall box is left to the browser still start the app.
 */
export type FirstView = 'islands' | 'app';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Screens whose server HTML is links only: the runtime is not needed until the reader follows one. */
const LINK_SCREENS: ReadonlySet<unknown> = new Set(['home', 'channel']);

/** `page` is the server render's page data (pageDataSchema), read here only for its kind and restriction. */
export function firstViewOf(page: unknown, render: { paywallRendered: boolean }): FirstView {
  if (!isRecord(page)) return 'app';
  if (LINK_SCREENS.has(page.kind)) return 'islands';
  if (page.kind !== 'article' || page.gift !== undefined) return 'app';
  const article = page.article;
  if (!isRecord(article)) return 'app';
  if (article.contentRestriction === 'free' && article.isPaywalled === false) return 'islands';
  return article.isPaywalled === true && render.paywallRendered ? 'islands' : 'app';
}

/**
 * Whether the document carries the page data its remote hydrates with (documentState `ssr.page`). An island first
 * view leaves it out and carries its digest (`ssr.pageDigest`): a reader who only reads never needs it, and it
 * repeated the page's text in the document (an article's text, every teaser of the home page: 2.9 KB of its 19 KB
 * compressed); without it an article's document fits in the first round trip of a slow connection. The SPA
 * runtime loads the page's `_payload.json` when it starts and hydrates only when its digest is the document's: a
 * cached home page is never hydrated with the data of a later moment.
 */
export function embedsPageData(firstView: FirstView): boolean {
  return firstView !== 'islands';
}
