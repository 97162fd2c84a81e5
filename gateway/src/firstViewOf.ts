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
 * Whether the document carries the page data its remote hydrates with (documentState `ssr.page`). An article's
 * island first view leaves it out: a reader who only reads never needs it, and without it an article's document
 * fits in the first round trip of a slow connection (about 14 KB; the article's text would come twice). The SPA
 * runtime loads the page's `_payload.json` when it starts. Home and channel pages keep it: their documents come
 * from the page cache, and the payload of a later moment could differ from the cached HTML it must hydrate.
 */
export function embedsPageData(page: unknown, firstView: FirstView): boolean {
  return !(firstView === 'islands' && isRecord(page) && page.kind === 'article');
}
