import type { ArticlePage } from '@news/contracts/contentPages';
import type { GiftMark } from '@news/contracts/giftToken';
import type { PaywallPlacement } from '@news/contracts/paywallParcel';
import type { ReactNode } from 'react';

/** What the article screen hands to a paywall placement. */
export type ParcelSlotProps = {
  article: ArticlePage;
  gift?: GiftMark | undefined;
  /** Counts the paywall's fresh starts within one page visit (after a refused unlock). */
  attempt: number;
};

/**
 * Renders one placement of mf-paywall's parcel on a plus article: a box of the placement's class on the server
 * (empty, or the paywall box with mf-paywall's anonymous markup) and in the first client render, the mounted
 * parcel after that.
 */
export type ParcelSlot = (placement: PaywallPlacement, props: ParcelSlotProps) => ReactNode;

/** The box of each placement (the paywalled section reserves its height in articles.css). */
export const parcelBoxClass: Record<PaywallPlacement, string> = {
  paywall: 'ar-paywall',
  tools: 'ar-paywall-tools',
  'after-body': 'ar-paywall-after',
};
