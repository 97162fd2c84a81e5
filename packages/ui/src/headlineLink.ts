export type HeadlineLinkOptions = { openInNewWindow?: boolean; noFollow?: boolean; isExternal?: boolean };

/**
 * `target` and `rel` of a headline link: a new window gets target=_blank with rel noopener, noFollow adds
 * nofollow, an external link is marked external (and always noopener, so the other site cannot reach back).
 */
export function headlineLinkAttributes({ openInNewWindow, noFollow, isExternal }: HeadlineLinkOptions): {
  target?: '_blank';
  rel?: string;
} {
  const rel: string[] = [];
  if (isExternal) rel.push('external');
  if (openInNewWindow || isExternal) rel.push('noopener');
  if (noFollow) rel.push('nofollow');
  return {
    ...(openInNewWindow ? { target: '_blank' as const } : {}),
    ...(rel.length > 0 ? { rel: rel.join(' ') } : {}),
  };
}
