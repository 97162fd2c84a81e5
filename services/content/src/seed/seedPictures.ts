import { seedPalettes, type SeedTheme } from './seedPalettes';

/** Picture styles of the generated seed images. */
export const PICTURE_STYLES = ['hills', 'bokeh', 'bands', 'skyline'] as const;
export type PictureStyle = (typeof PICTURE_STYLES)[number];

export const ARTICLE_IMAGE_WIDTH = 1200;
export const ARTICLE_IMAGE_HEIGHT = 675;
/** Variants per channel theme: variant n (1-based) uses style n - 1. */
export const VARIANTS_PER_THEME = PICTURE_STYLES.length;

export type SeedPicture = {
  /** File name below images/seed/, e.g. 'sport-2.jpg'. */
  file: string;
  theme: SeedTheme;
  style: PictureStyle;
  width: number;
  height: number;
  /** German description of the picture. */
  altText: string;
};

/** A picture of a theme in a style; `name` defaults to '{theme}-{variant}'. */
export function seedPicture(
  theme: SeedTheme,
  variant: number,
  opts: { name?: string; square?: boolean } = {},
): SeedPicture {
  const style = PICTURE_STYLES[(variant - 1) % PICTURE_STYLES.length] ?? 'hills';
  const { colorName } = seedPalettes[theme];
  const altTexts: Record<PictureStyle, string> = {
    hills: `Grafik: sanfte Hügellandschaft in ${colorName} mit tiefstehender Sonne`,
    bokeh: `Grafik: unscharfe Lichtkreise in ${colorName}`,
    bands: `Grafik: schräge, sich überlagernde Farbbänder in ${colorName}`,
    skyline: `Grafik: Silhouette einer Häuserzeile vor einem Himmel in ${colorName}`,
  };
  return {
    file: `${opts.name ?? `${theme}-${variant}`}.jpg`,
    theme,
    style,
    width: opts.square ? 800 : ARTICLE_IMAGE_WIDTH,
    height: opts.square ? 800 : ARTICLE_IMAGE_HEIGHT,
    altText: altTexts[style],
  };
}

/** The pool of article pictures: every channel theme in every style. */
export function articlePicturePool(): SeedPicture[] {
  const themes = Object.keys(seedPalettes).filter(
    (t) => t !== 'testbericht' && t !== 'podcast',
  ) as SeedTheme[];
  return themes.flatMap((theme) =>
    Array.from({ length: VARIANTS_PER_THEME }, (_, i) => seedPicture(theme, i + 1)),
  );
}
