import type { EmbedVendor } from '@news/contracts/embedVendors';
import type { ArticleBodyItem } from '../articleBodyItem';

/** Paragraph. */
export const p = (text: string): ArticleBodyItem => ({ type: 'paragraph', text });
/** Sub-heading. */
export const h = (text: string): ArticleBodyItem => ({ type: 'subheading', text });
/** Quote, optionally with the person quoted. */
export const q = (text: string, cite?: string): ArticleBodyItem =>
  cite ? { type: 'quote', text, cite } : { type: 'quote', text };
/** Bulleted (or numbered) list. */
export const l = (items: string[], ordered = false): ArticleBodyItem => ({ type: 'list', ordered, items });
/** A shop widget (shown only where the brand's e-commerce settings allow its address). */
export const shop = (src: string, title: string, height: number): ArticleBodyItem => ({
  type: 'ecommerce',
  src,
  title,
  height,
});
/** Embedded media of a third party (a 16:9 player unless sized otherwise). */
export const e = (
  vendor: EmbedVendor,
  src: string,
  title: string,
  width = 640,
  height = 360,
): ArticleBodyItem => ({
  type: 'embed',
  vendor,
  src,
  title,
  width,
  height,
});
