import type { ContentItem } from '@news/contracts/contentPages';
import { truncateDescription } from '@news/contracts/truncateDescription';

/** A meta description from a body: its first paragraph, truncated (truncateDescription); '' without a paragraph. */
export function summarize(items: readonly ContentItem[]): string {
  const first = items.find((item) => item.type === 'paragraph');
  return truncateDescription(first?.text ?? '');
}
