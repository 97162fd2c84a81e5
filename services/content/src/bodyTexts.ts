import type { ArticleBodyItem } from './articleBodyItem';

/** The reader-visible texts of body items: paragraph, sub-heading and quote texts, list entries. */
export function bodyTexts(body: ArticleBodyItem[]): string[] {
  return body.flatMap((item) => {
    switch (item.type) {
      case 'list':
        return item.items;
      case 'image':
      case 'embed':
      case 'ecommerce':
        return [];
      default:
        return [item.text];
    }
  });
}
