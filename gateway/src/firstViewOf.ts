/**
 * How the browser starts a server-rendered page (ADR 0013): `islands` — the server HTML stays static and the shell
 * loads the SPA runtime (single-spa, router, federation runtime, the page remote) only on a reader's intent, on
 * idle when a feature needs it; `app` — the runtime starts right away and hydrates the page, as before.
 *
 * Islands for now: the home page, a channel (ressort) page and a free article with no gift token. Their only
 * controls are links (teasers, section headers, sub-channels, pagination, the ad slots' house offer) and, on an
 * article, mf-articles' buttons, whose clicks the shell holds and replays. A plus article (the paywall parcel
 * decides on the first view) and every other screen still start the app; they move over as their islands are built.
 */
export type FirstView = 'islands' | 'app';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Screens whose server HTML is links only: the runtime is not needed until the reader follows one. */
const LINK_SCREENS: ReadonlySet<unknown> = new Set(['home', 'channel']);

/** `page` is the server render's page data (pageDataSchema), read here only for its kind and restriction. */
export function firstViewOf(page: unknown): FirstView {
  if (!isRecord(page)) return 'app';
  if (LINK_SCREENS.has(page.kind)) return 'islands';
  if (page.kind !== 'article' || page.gift !== undefined) return 'app';
  const article = page.article;
  if (!isRecord(article)) return 'app';
  return article.contentRestriction === 'free' && article.isPaywalled === false ? 'islands' : 'app';
}
