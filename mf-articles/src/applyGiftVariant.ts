import type { PageData } from './pageData';

/**
 * The `gift-article` route middleware (spec §2: "a variant applies a gift-article check"). A no-op for now: the
 * paywall issue fills it (validate the link token of `search`, then unlock the article for this reader).
 */
export function applyGiftVariant(page: PageData, _search: string): PageData {
  return page;
}
