/**
 * The reader's display preferences (spec §3, §9): colour mode system, light or dark (kept in localStorage; system
 * follows the device) and font size in percent (default 112.5, a cookie of 4800 hours only when different). The
 * document's inline script (gateway readerPreferencesScript.ts) applies the stored values before the first paint.
 */
export type ColorMode = 'system' | 'light' | 'dark';
export const DEFAULT_FONT_SIZE = 112.5;
export const FONT_SIZES = [100, 112.5, 125, 137.5, 150] as const;
const FONT_SIZE_MAX_AGE_SECONDS = 4800 * 3600;

export function readColorMode(storage: Storage): ColorMode {
  const stored = storage.getItem('colorMode');
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function setColorMode(doc: Document, storage: Storage, mode: ColorMode): void {
  if (mode === 'system') {
    storage.removeItem('colorMode');
    delete doc.documentElement.dataset.colorMode;
  } else {
    storage.setItem('colorMode', mode);
    doc.documentElement.dataset.colorMode = mode;
  }
}

export function readFontSize(cookie: string): number {
  const match = /(?:^|;\s*)fontSize=([0-9]+(?:\.[0-9]+)?)(?:;|$)/.exec(cookie);
  const size = match ? Number(match[1]) : DEFAULT_FONT_SIZE;
  return (FONT_SIZES as readonly number[]).includes(size) ? size : DEFAULT_FONT_SIZE;
}

export function setFontSize(doc: Document, size: number): void {
  if (size === DEFAULT_FONT_SIZE) {
    doc.cookie = 'fontSize=; max-age=0; path=/; samesite=lax';
    doc.documentElement.style.removeProperty('font-size');
  } else {
    doc.cookie = `fontSize=${size}; max-age=${FONT_SIZE_MAX_AGE_SECONDS}; path=/; samesite=lax`;
    doc.documentElement.style.fontSize = `${size}%`;
  }
}

/** The next font size in `step` direction, within the offered sizes. */
export function stepFontSize(current: number, step: 1 | -1): number {
  const index = (FONT_SIZES as readonly number[]).indexOf(current);
  const next = Math.min(FONT_SIZES.length - 1, Math.max(0, (index < 0 ? 1 : index) + step));
  return FONT_SIZES[next] ?? DEFAULT_FONT_SIZE;
}
