import { COLOR_MODE_COOKIE, FONT_SIZE_COOKIE, preferenceCookie } from '@news/contracts/cookieText';

/**
 * The reader's display preferences (spec §3, §9): colour mode system, light or dark (system follows the device)
 * and font size in percent (default 112.5), each a cookie of 4800 hours only when not the default
 * (@news/contracts/cookieText). The document's inline script (gateway readerPreferencesScript.ts) applies
 * them before the first paint, so the page reads the current choices from the document, not from the cookies.
 */
export type ColorMode = 'system' | 'light' | 'dark';
export const DEFAULT_FONT_SIZE = 112.5;
export const FONT_SIZES = [100, 112.5, 125, 137.5, 150] as const;

export function readColorMode(doc: Document): ColorMode {
  const mode = doc.documentElement.dataset.colorMode;
  return mode === 'light' || mode === 'dark' ? mode : 'system';
}

export function setColorMode(doc: Document, mode: ColorMode): void {
  doc.cookie = preferenceCookie(COLOR_MODE_COOKIE, mode === 'system' ? null : mode, doc.location);
  if (mode === 'system') delete doc.documentElement.dataset.colorMode;
  else doc.documentElement.dataset.colorMode = mode;
}

export function readFontSize(doc: Document): number {
  const size = parseFloat(doc.documentElement.style.fontSize);
  return (FONT_SIZES as readonly number[]).includes(size) ? size : DEFAULT_FONT_SIZE;
}

export function setFontSize(doc: Document, size: number): void {
  const isDefault = size === DEFAULT_FONT_SIZE;
  doc.cookie = preferenceCookie(FONT_SIZE_COOKIE, isDefault ? null : String(size), doc.location);
  if (isDefault) doc.documentElement.style.removeProperty('font-size');
  else doc.documentElement.style.fontSize = `${size}%`;
}

/** The next font size in `step` direction, within the offered sizes. */
export function stepFontSize(current: number, step: 1 | -1): number {
  const index = (FONT_SIZES as readonly number[]).indexOf(current);
  const next = Math.min(FONT_SIZES.length - 1, Math.max(0, (index < 0 ? 1 : index) + step));
  return FONT_SIZES[next] ?? DEFAULT_FONT_SIZE;
}
