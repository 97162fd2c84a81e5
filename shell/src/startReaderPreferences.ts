import {
  readColorMode,
  readFontSize,
  setColorMode,
  setFontSize,
  stepFontSize,
  type ColorMode,
  FONT_SIZES,
} from './readerPreferences';
import { formatPercent } from './formatPercent';

/** Wires the header menu's colour mode radios and font size buttons (server-rendered in the sidebar). */
export function startReaderPreferences(doc: Document): void {
  const radios = [...doc.querySelectorAll<HTMLInputElement>('input[name="color-mode"]')];
  const current = readColorMode(doc);
  for (const radio of radios) {
    radio.checked = radio.value === current;
    radio.addEventListener('change', () => {
      if (radio.checked) setColorMode(doc, radio.value as ColorMode);
    });
  }
  const output = doc.querySelector<HTMLOutputElement>('.shell-font-size');
  const buttons = [...doc.querySelectorAll<HTMLButtonElement>('button[data-font-size-step]')];
  const show = (size: number) => {
    if (output) output.textContent = formatPercent(size);
    for (const button of buttons) {
      const step = Number(button.dataset.fontSizeStep);
      button.disabled = step < 0 ? size === FONT_SIZES[0] : size === FONT_SIZES[FONT_SIZES.length - 1];
    }
  };
  show(readFontSize(doc));
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const next = stepFontSize(readFontSize(doc), Number(button.dataset.fontSizeStep) < 0 ? -1 : 1);
      setFontSize(doc, next);
      show(next);
    });
  }
}
