/** @jest-environment jsdom */
import {
  DEFAULT_FONT_SIZE,
  readColorMode,
  readFontSize,
  setColorMode,
  setFontSize,
  stepFontSize,
} from './readerPreferences';

describe('colour mode', () => {
  beforeEach(() => {
    document.cookie = 'colorMode=; max-age=0; path=/';
    delete document.documentElement.dataset.colorMode;
  });

  it('keeps light and dark in a cookie, and system by keeping none', () => {
    setColorMode(document, 'dark');
    expect(document.cookie).toContain('colorMode=dark');
    expect(document.documentElement.dataset.colorMode).toBe('dark');
    expect(readColorMode(document)).toBe('dark');
    setColorMode(document, 'system');
    expect(document.cookie).not.toContain('colorMode=');
    expect(document.documentElement.dataset.colorMode).toBeUndefined();
    expect(readColorMode(document)).toBe('system');
  });

  it('reads an unknown mark as system', () => {
    document.documentElement.dataset.colorMode = 'sepia';
    expect(readColorMode(document)).toBe('system');
  });
});

describe('font size', () => {
  const cookieSetter = jest.spyOn(document, 'cookie', 'set');
  beforeEach(() => {
    document.cookie = 'fontSize=; max-age=0; path=/';
    cookieSetter.mockClear();
  });

  it('stores a size other than the default for 4800 hours', () => {
    setFontSize(document, 125);
    expect(cookieSetter).toHaveBeenCalledWith('fontSize=125; Path=/; Max-Age=17280000; SameSite=Lax');
    expect(readFontSize(document)).toBe(125);
    expect(document.documentElement.style.fontSize).toBe('125%');
  });

  it('stores nothing for the default 112.5 (and removes an earlier choice)', () => {
    setFontSize(document, 137.5);
    setFontSize(document, DEFAULT_FONT_SIZE);
    expect(document.cookie).not.toContain('fontSize=');
    expect(readFontSize(document)).toBe(112.5);
    expect(document.documentElement.style.fontSize).toBe('');
  });

  it('reads a size the document carries only when it is an offered size', () => {
    document.documentElement.style.fontSize = '900%';
    expect(readFontSize(document)).toBe(112.5);
    document.documentElement.style.fontSize = '137.5%';
    expect(readFontSize(document)).toBe(137.5);
    document.documentElement.style.removeProperty('font-size');
  });

  it('steps within the offered sizes', () => {
    expect(stepFontSize(112.5, 1)).toBe(125);
    expect(stepFontSize(112.5, -1)).toBe(100);
    expect(stepFontSize(100, -1)).toBe(100);
    expect(stepFontSize(150, 1)).toBe(150);
  });
});
