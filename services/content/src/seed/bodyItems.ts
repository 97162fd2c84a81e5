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
