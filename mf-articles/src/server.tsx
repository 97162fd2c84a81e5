import type { ReactElement } from 'react';
import type { FetchJson } from './fetchJson';
import { ecommerceWidgetRules, getMandator } from '@news/config/mandators';
import { coerceSettings } from '@news/config/settings';
import { loadPageData, type PageVariant } from './loadPageData';
import type { PageData } from '@news/contracts/pageData';
import type { PageHead } from '@news/contracts/pageHead';
import { pageMeta } from './pageMeta';
import { PageView } from './PageView';
import { parcelBoxClass } from './ParcelSlot';
import type { PaywallPlacement } from '@news/contracts/paywallParcel';
import { ReaderLockContext, type ReaderLockState } from '@news/ui/ReaderLockContext';

/** The cached document holds no reader's state: every lock icon renders its empty slot. */
const unknownReader: ReaderLockState = { lockOf: null, register: () => undefined };

export type RenderedPage = {
  page: PageData;
  status: number;
  title: string;
  description: string;
  head: PageHead;
  element: ReactElement;
};

/** The page variants of a brand (unknown or no brand: none). */
const variantOf = (mandator: string | undefined): PageVariant => {
  const brand = mandator === undefined ? undefined : getMandator(mandator);
  const settings = coerceSettings(brand?.settings);
  return {
    giftArticles: brand?.features.giftArticles === true,
    ressortLabels: brand !== undefined && settings.ressort_label_homemix_enabled,
    swipeHint: brand !== undefined && settings.swipe_tooltip_enabled,
    recommendations: brand?.recommendations.recoEnabled
      ? {
          provider: brand.recommendations.provider,
          variantBPercent: brand.recommendations.variantBPercent,
          timeoutMs: Math.max(0, settings.data_reco_timeout_ms),
        }
      : undefined,
    ecommerceWidget: brand ? ecommerceWidgetRules(brand) : undefined,
  };
};

/**
 * The page data alone, for `{path}/_payload.json`: client-side navigation and prefetching load exactly what the
 * server render would use.
 */
export async function loadPayload({
  url,
  fetchJson,
  mandator,
}: {
  url: string;
  fetchJson: FetchJson;
  /** The brand's id: its variants (e.g. the gift variant) shape the page data. */
  mandator?: string;
}) {
  const { pathname, search } = new URL(url, 'http://localhost');
  const page = await loadPageData(pathname, fetchJson, search, variantOf(mandator));
  return { page, status: pageMeta(page).status };
}

/** Server entry (exposed as ./server): loads a page's data and returns the element the gateway streams. */
export async function renderPage({
  url,
  fetchJson,
  brandName,
  mandator,
  paywallBox,
}: {
  url: string;
  fetchJson: FetchJson;
  /** The mandator's brand name: the publisher in the JSON-LD of articles. */
  brandName?: string;
  /** The brand's id: its variants (e.g. the gift variant) shape the page data. */
  mandator?: string;
  /**
   * The paywall box's markup for anonymous readers of a paywalled plus article (the gateway's render of mf-paywall's
   * server build, ADR 0013), or undefined: the box stays empty for the parcel, as before.
   */
  paywallBox?: (article: { id: number }) => Promise<string | undefined>;
}): Promise<RenderedPage> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const page = await loadPageData(pathname, fetchJson, search, variantOf(mandator));
  const meta = pageMeta(page, brandName);
  const paywallHtml =
    paywallBox && page.kind === 'article' && page.article.isPaywalled && page.gift === undefined
      ? await paywallBox({ id: page.article.id })
      : undefined;
  const box = (placement: PaywallPlacement) =>
    placement === 'paywall' && paywallHtml !== undefined ? (
      // mf-paywall's markup, hydrated by its parcel (data-ssr), never by this remote (PaywallParcel)
      <div
        className={parcelBoxClass.paywall}
        data-ssr="true"
        dangerouslySetInnerHTML={{ __html: paywallHtml }}
      />
    ) : (
      <div className={parcelBoxClass[placement]} />
    );
  const element = (
    <div className="ar-root">
      <ReaderLockContext.Provider value={unknownReader}>
        <PageView page={page} paywall={box} />
      </ReaderLockContext.Provider>
    </div>
  );
  return { page, ...meta, element };
}
