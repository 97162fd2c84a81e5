import { readCookieText } from '@news/contracts/cookieText';
import { COLOR_MODE_COOKIE, FONT_SIZE_COOKIE, preferenceCookie } from '@news/contracts/preferenceCookie';

/**
 * The reader's display preferences (spec §3, §9): colour mode system, light or dark (system follows the device)
 * and font size in percent (default 112.5), each a cookie of 4800 hours only when not the default
 * (@news/contracts/preferenceCookie). The document's inline script (gateway readerPreferencesScript.ts) applies
 * them before the first paint.
 */
export type ColorMode = 'system' | 'light' | 'dark';
export const DEFAULT_FONT_SIZE = 112.5;
export const FONT_SIZES = [100, 112.5, 125, 137.5, 150] as const;

export function readColorMode(cookie: string): ColorMode {
  const stored = readCookieText(cookie, COLOR_MODE_COOKIE);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function setColorMode(doc: Document, mode: ColorMode): void {
  doc.cookie = preferenceCookie(COLOR_MODE_COOKIE, mode === 'system' ? null : mode, doc.location);
  if (mode === 'system') delete doc.documentElement.dataset.colorMode;
  else doc.documentElement.dataset.colorMode = mode;
}

export function readFontSize(cookie: string): number {
  const stored = readCookieText(cookie, FONT_SIZE_COOKIE);
  const size = stored === null ? DEFAULT_FONT_SIZE : Number(stored);
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
