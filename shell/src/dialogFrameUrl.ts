const dialogBase = '/__mein-portal/dialog-flow';

/**
 * The address of the dialog frame: the screen under /__mein-portal/dialog-flow/ with the query of the current
 * URL, the isnative flag (0 or 1) and optional extra parameters (spec §2).
 */
export function dialogFrameUrl(
  screen: string,
  currentSearch: string,
  isNative: boolean,
  extra: Readonly<Record<string, string>> = {},
): string {
  const params = new URLSearchParams(currentSearch);
  params.set('isnative', isNative ? '1' : '0');
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `${dialogBase}/${encodeURIComponent(screen)}?${params.toString()}`;
}
