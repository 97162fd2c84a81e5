/** Longest meta description search engines show in full. */
export const MAX_DESCRIPTION_LENGTH = 160;

/**
 * The one description summariser (meta descriptions of the content API and of the page head): whitespace
 * collapsed, cut at a word boundary to at most `max` characters, trailing punctuation dropped and "…" added when cut.
 */
export function truncateDescription(text: string, max = MAX_DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
