import type { Image } from '@news/contracts/content';
import type { EmbedVendor } from '@news/contracts/embedVendors';

/** One content item of an article body, stored as jsonb in content.articles.body. */
export type ArticleBodyItem =
  | { type: 'paragraph'; text: string }
  | { type: 'subheading'; text: string }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'image'; image: Image }
  | { type: 'embed'; vendor: EmbedVendor; src: string; title: string; width: number; height: number }
  | { type: 'ecommerce'; src: string; title: string; height: number };
