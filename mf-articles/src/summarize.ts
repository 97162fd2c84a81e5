import type { ContentItem } from '@news/contracts/contentPages';

/** Longest meta description search engines show in full. */
export const MAX_DESCRIPTION_LENGTH = 160;

/**
 * A meta description from a body: its first paragraph, cut at a word boundary to at most `max` characters
 * (with "…" when cut). '' when the body has no paragraph.
 */
export function summarize(items: readonly ContentItem[], max = MAX_DESCRIPTION_LENGTH): string {
  const first = items.find((item) => item.type === 'paragraph');
  const text = first?.text.replace(/\s+/g, ' ').trim() ?? '';
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
