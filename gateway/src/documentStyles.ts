import type { Mandator } from '@news/config/mandators';
import { BREAKING_NEWS_DISMISSED_ATTRIBUTE } from '@news/contracts/breakingNewsDismissal';

/** The brand's colours as CSS custom properties: the first `<style>` of every document of the brand. */
export function brandTokensStyle(mandator: Mandator): string {
  const c = mandator.colors;
  return `:root{--color-primary:${c.primary};--color-primary-contrast:${c.primaryContrast};--color-accent:${c.accent};--color-accent-contrast:${c.accentContrast}}`;
}

/**
 * Hides the breaking-news banner the reader dismissed before the first paint: the reader preferences script marks
 * the document when the dismissed id is the banner's (`<meta name="breaking-news">`). The same text for every
 * banner, so one hash allows it.
 */
export const breakingNewsStyle = `html[${BREAKING_NEWS_DISMISSED_ATTRIBUTE}] .shell-breaking{display:none}`;
