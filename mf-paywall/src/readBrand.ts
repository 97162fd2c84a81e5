import { getMandator } from '@news/config/mandators';
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
