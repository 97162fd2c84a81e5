import { getMandator } from '@news/config/mandators';
import { coerceSettings, type Settings } from '@news/config/settings';
import { readDocumentState } from '@news/contracts/readDocumentState';

export type Brand = { name: string; giftArticles: boolean };

/** The brand of the page from the document's state: its name and whether readers may give articles away. */
export function readBrand(doc: Document): Brand {
  try {
    const state = readDocumentState(doc);
    return {
      name: state.brandName,
      giftArticles: getMandator(state.mandator)?.features.giftArticles === true,
    };
  } catch {
    return { name: '', giftArticles: false };
  }
}

/**
 * The brand's settings as this build knows them, from the document's brand (GET /api/settings answers the same for
 * the same build; the defaults without a brand): what the server rendered the paywall box with.
 */
export function readBrandSettings(doc: Document): Settings {
  try {
    return coerceSettings(getMandator(readDocumentState(doc).mandator)?.settings);
  } catch {
    return coerceSettings(undefined);
  }
}
